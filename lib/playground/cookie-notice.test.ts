import { describe, expect, it } from 'vitest';
import { buildRequest } from '../openapi/build-request';
import { getCookieNotice } from './cookie-notice';

const PAGE = 'https://docs.example.com';
const har = (server: string, cookies: Record<string, string>) =>
  buildRequest({ method: 'GET', path: '/x', server: { url: server }, cookies });

describe('getCookieNotice', () => {
  it.each([
    ['another origin, straight from the browser', 'https://api.example.com', { session: 'a' }, false, true],
    ['another origin, through the proxy', 'https://api.example.com', { session: 'a' }, true, false],
    ['this site, straight from the browser', `${PAGE}/api`, { session: 'a' }, false, false],
    ['no cookies', 'https://api.example.com', {}, false, false],
  ])('%s', (_, server, cookies, proxied, shown) => {
    const notice = getCookieNotice(har(server, cookies), proxied, PAGE);
    expect(!!notice).toBe(shown);
    if (notice) expect(notice).toContain('session');
  });
});
