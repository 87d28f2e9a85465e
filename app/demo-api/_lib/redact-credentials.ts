/** What the echo shows in place of a credential. */
export const REDACTED = '[redacted]';

/** Headers that carry credentials by definition (RFC 9110 §11.6, RFC 6265). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);
// Words that mark a header as a credential wherever they stand in its name: `X-API-Key`,
// `X-Auth-Token`, `X-CSRF-Token`, an auth proxy's `X-Forwarded-Access-Token`,
// `Cf-Access-Jwt-Assertion`, `X-Amz-Security-Token`, `X-Client-Secret`, `X-Session-Id`…
const CREDENTIAL_WORD =
  /(?:^|-)(?:auth|token|secret|session|sessionid|password|passwd|api-?key|apikey|jwt|assertion|credentials?|signature|csrf|xsrf|oidc)(?:-|$)/;

/** Whether a request header (lower-case name) carries a credential. */
export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADERS.has(name) || CREDENTIAL_WORD.test(name);
}

/**
 * A request header's value as the echo may show it: a credential becomes `[redacted]`, keeping an
 * `Authorization` scheme (`Bearer [redacted]`) and cookie names, so a reader still sees what
 * arrived. The echo is same-origin with the docs site and the browser attaches the reader's
 * HttpOnly session cookie and cached HTTP credentials by itself (and an auth proxy in front may
 * add its own): echoing them would hand them to any script on the page.
 */
export function redactHeader(name: string, value: string): string {
  if (!isCredentialHeader(name)) return value;
  if (name === 'cookie') return redactCookieHeader(value);
  if (name === 'authorization' || name === 'proxy-authorization') {
    const scheme = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)\s+\S/.exec(value)?.[1];
    return scheme ? `${scheme} ${REDACTED}` : REDACTED;
  }
  return REDACTED;
}

/** Cookie names with their values redacted (`a=[redacted]; b=[redacted]`). */
function redactCookieHeader(value: string): string {
  return parseCookieNames(value)
    .map((name) => `${name}=${REDACTED}`)
    .join('; ');
}

/** The names of the cookies in a `Cookie` header, in order. */
export function parseCookieNames(header: string): string[] {
  return header.split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    const name = (at >= 0 ? pair.slice(0, at) : '').trim();
    return name ? [name] : [];
  });
}
