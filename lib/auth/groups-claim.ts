/**
 * The groups in a token's claims: `claim` may be a dotted path into nested claims
 * (`realm_access.roles`); an array of strings is taken as is, a string is split on `delimiter`.
 * Returns undefined when the claim is absent or of another type, so the caller can tell the
 * reader their provider sent no groups rather than silently granting none.
 */
export function groupsFromClaim(claims: Record<string, unknown>, claim: string, delimiter: string): string[] | undefined {
  let value: unknown = claim in claims ? claims[claim] : claims;
  if (!(claim in claims)) {
    for (const part of claim.split('.'))
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value === 'string')
    return value
      .split(delimiter)
      .map((g) => g.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((g) => typeof g === 'string')) return value.map((g) => g.trim()).filter(Boolean);
  return undefined;
}
