/**
 * Refresh before a send (issue 16: "refreshed when a refresh token exists"): a token the flow
 * obtained with `expires_in` carries its expiry; when the reader sends after it (or within a few
 * seconds of it), each expired token of the chosen authorization method is exchanged for a new one
 * first (RFC 6749 §6), so the request goes out with a token the API still accepts. Isomorphic.
 */
import type { PlaygroundDto } from '../../openapi/to-playground';
import type { AuthValues, PlaygroundValues } from '../values';
import { requestToken } from './request-token';
import { buildTokenRequest, type Token } from './token-request';

/** A token this close to its expiry is refreshed too: it could expire on the way to the API. */
export const EXPIRY_SKEW_MS = 5_000;

type SchemeAuth = AuthValues[string];

/** What to store beside a token a flow has just obtained: its expiry, and where to refresh it. */
export function tokenFields(token: Token, refreshUrl: string | undefined, now: number, previous?: SchemeAuth): Partial<SchemeAuth> {
  return {
    value: token.accessToken,
    refreshToken: token.refreshToken ?? previous?.refreshToken,
    expiresAt: token.expiresIn !== undefined ? now + token.expiresIn * 1000 : undefined,
    refreshUrl: refreshUrl ?? previous?.refreshUrl,
  };
}

/** Keys of the chosen method's OAuth schemes whose token has expired and can be refreshed. Pure. */
export function expiredSchemes(dto: PlaygroundDto, values: PlaygroundValues, now: number): string[] {
  return (dto.security[values.authOption] ?? []).flatMap((scheme) => {
    if (scheme.type !== 'oauth2' && scheme.type !== 'openIdConnect') return [];
    const auth = values.auth[scheme.key];
    const due =
      auth?.value && auth.refreshToken && auth.refreshUrl && auth.expiresAt !== undefined && auth.expiresAt <= now + EXPIRY_SKEW_MS;
    return due ? [scheme.key] : [];
  });
}

/**
 * The values with every expired token of the chosen method refreshed, and a sentence per refresh
 * that failed (that scheme keeps its old token: the API's answer then says what it thinks of it).
 */
export async function refreshExpired(
  dto: PlaygroundDto,
  values: PlaygroundValues,
  ctx: { page: string; proxy: boolean },
  now = Date.now(),
): Promise<{ values: PlaygroundValues; errors: string[] }> {
  const keys = expiredSchemes(dto, values, now);
  if (!keys.length) return { values, errors: [] };
  const auth = { ...values.auth };
  const errors: string[] = [];
  await Promise.all(
    keys.map(async (key) => {
      const current = auth[key];
      const got = await requestToken(
        buildTokenRequest(
          current.refreshUrl!,
          { grant: 'refresh_token', refreshToken: current.refreshToken! },
          { clientId: current.clientId ?? '', clientSecret: current.clientSecret },
        ),
        ctx,
      );
      if (got.ok) auth[key] = { ...current, ...tokenFields(got, current.refreshUrl, Date.now(), current) };
      else errors.push(`The expired token could not be refreshed: ${got.message}`);
    }),
  );
  return { values: { ...values, auth }, errors };
}
