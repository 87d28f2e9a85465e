import { describe, expect, it } from 'vitest';
import { clearHandoffCsrf, HANDOFF_CSRF_HEADER, handoffCsrfCookieName, hasHandoffCsrf, issueHandoffCsrf } from './handoff-csrf';
import { getSiteOrigin, isSameOriginRequest } from './same-origin';

const SITE = 'https://docs.example.com';

describe('isSameOriginRequest (login CSRF on /login/jwt)', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, true],
    ['Origin equal to the site', { origin: SITE }, true],
    ['Origin equal to the site, other case', { origin: 'HTTPS://Docs.Example.com' }, true],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.invalid' }, false],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://user.example.com' }, false],
    ['Sec-Fetch-Site none (typed or bookmarked)', { 'sec-fetch-site': 'none' }, false],
    ['Sec-Fetch-Site cross-site even with a matching Origin', { 'sec-fetch-site': 'cross-site', origin: SITE }, false],
    ['another Origin', { origin: 'https://evil.invalid' }, false],
    ['the site on http', { origin: 'http://docs.example.com' }, false],
    ['the site on another port', { origin: 'https://docs.example.com:8443' }, false],
    ['a suffix trick', { origin: 'https://docs.example.com.evil.invalid' }, false],
    ['Origin null (sandboxed frame)', { origin: 'null' }, false],
    ['neither header', {}, false],
  ])('%s → %s', (_, headers, want) => {
    expect(isSameOriginRequest(new Headers(headers), SITE)).toBe(want);
  });

  it('without a pinned origin, compares with the Host the browser addressed', () => {
    const headers = new Headers({ host: 'docs.example.com', 'x-forwarded-proto': 'https', origin: SITE });
    expect(getSiteOrigin(headers)).toBe(SITE);
    expect(isSameOriginRequest(headers, getSiteOrigin(headers))).toBe(true);
    expect(
      isSameOriginRequest(
        new Headers({ host: 'docs.example.com', origin: 'https://evil.invalid' }),
        getSiteOrigin(new Headers({ host: 'docs.example.com' })),
      ),
    ).toBe(false);
    expect(getSiteOrigin(new Headers({ host: 'x' }), SITE)).toBe(SITE);
  });
});

describe('hand-off CSRF token (double submit)', () => {
  const withToken = (cookie: string | undefined, header: string | undefined, secure = true) =>
    hasHandoffCsrf(
      new Headers({
        ...(cookie !== undefined ? { cookie: `a=1; ${handoffCsrfCookieName(secure)}=${cookie}; b=2` } : {}),
        ...(header !== undefined ? { [HANDOFF_CSRF_HEADER]: header } : {}),
      }),
      secure,
    );

  it('issues an HttpOnly, SameSite=Strict cookie, __Host- and Secure over https', () => {
    const https = issueHandoffCsrf(true);
    expect(https.setCookie).toMatch(
      new RegExp(`^__Host-lectern\\.handoff-csrf=${https.token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=\\d+; Secure$`),
    );
    expect(https.setCookie).not.toMatch(/Domain=/i);
    const http = issueHandoffCsrf(false);
    expect(http.setCookie).toMatch(/^lectern\.handoff-csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(issueHandoffCsrf(true).token).not.toBe(https.token);
    expect(clearHandoffCsrf(true)).toMatch(/^__Host-lectern\.handoff-csrf=; .*Max-Age=0/);
  });

  it('accepts only the same token in cookie and header', () => {
    const { token } = issueHandoffCsrf(true);
    expect(withToken(token, token)).toBe(true);
    expect(withToken(token, undefined)).toBe(false);
    expect(withToken(undefined, token)).toBe(false);
    expect(withToken(token, issueHandoffCsrf(true).token)).toBe(false);
    expect(withToken('', '')).toBe(false);
    expect(withToken('short', 'short')).toBe(false);
    expect(withToken(token, `${token.slice(0, -1)}é`)).toBe(false);
    // The plain-named cookie does not satisfy an https request (a sibling could have planted it).
    expect(hasHandoffCsrf(new Headers({ cookie: `lectern.handoff-csrf=${token}`, [HANDOFF_CSRF_HEADER]: token }), true)).toBe(false);
  });
});
