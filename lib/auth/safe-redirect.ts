/**
 * A `redirect` parameter made safe to send a reader to: a path on this site (`/guides/x?a#b`),
 * never another origin (`//evil.example`, `/\evil.example`, `https://…`); anything else is `/`.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://lectern.invalid');
    return url.origin === 'http://lectern.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
