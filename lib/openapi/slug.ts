/**
 * URL slugs for generated API pages. They are Mintlify's, byte for byte, because a team that moves
 * its docs here keeps every inbound link and bookmark: the rule below is the one Mintlify's
 * published code applies (`prepareStringToBeValidFilename` in @mintlify/common 1.0.1211,
 * dist/openapi/filenameUtils.js), step by step and in the same order. Its quirks are deliberate:
 * only spaces (not tabs) become `-`, one leading and one trailing `-` are trimmed *before* the
 * punctuation goes, and `--` is replaced in a single pass, so `Management API - Surveys` becomes
 * `management-api--surveys`. Changing a step here moves published URLs.
 */

/** Mintlify's slug of a tag, summary, path or webhook name (see the file comment). */
export function slugify(text: string): string {
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-') // path parameters
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/**
 * Page slug of an operation: its summary as written (untrimmed, as Mintlify reads it), else
 * `<method>-<path-slug>` (`GET /users/{id}` → `get-users`). An empty summary counts as none.
 */
export function operationSlug(method: string, path: string, summary?: string): string {
  return summary ? slugify(summary) : `${method.toLowerCase()}-${slugify(path)}`;
}

/** Page slug of a webhook: its summary, else its name. */
export function webhookSlug(name: string, summary?: string): string {
  return summary ? slugify(summary) : slugify(name);
}

/** Join URL segments into `/a/b/c`, skipping empty ones (untagged operations have no tag segment). */
export function joinUrl(...segments: string[]): string {
  const parts = segments.flatMap((s) => s.split('/')).filter(Boolean);
  return '/' + parts.join('/');
}
