/**
 * URL slugs for generated API pages, exactly as docs-json.md specifies ("Generated page URLs"),
 * because existing documentation links depend on them: changing a rule here breaks inbound links.
 */

/**
 * Slug of a string: `{param}` → `-`, spaces → `-`, drop `{}(),.'`, `/` and newlines, collapse
 * repeated `-`, trim `-`, lowercase. "Create user (admin)" → `create-user-admin`.
 */
export function slugify(text: string): string {
  return text
    .replace(/\{[^{}]*\}/g, '-')
    .replace(/[ \t]/g, '-')
    .replace(/[{}(),.'/\r\n]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * Page slug of an operation: its summary, else `<method>-<path-slug>` (`GET /users/{id}` →
 * `get-users`). A summary that slugs to nothing falls back the same way, so a URL is never empty.
 */
export function operationSlug(method: string, path: string, summary?: string): string {
  const fromSummary = summary ? slugify(summary) : '';
  return fromSummary || slugify(`${method} ${path}`);
}

/** Join URL segments into `/a/b/c`, skipping empty ones (untagged operations have no tag segment). */
export function joinUrl(...segments: string[]): string {
  const parts = segments.flatMap((s) => s.split('/')).filter(Boolean);
  return '/' + parts.join('/');
}
