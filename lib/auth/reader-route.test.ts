import { describe, expect, it } from 'vitest';
import { isDocsPath, isReaderPath, routeRequest } from './reader-route';

const SESSION = ['authjs.session-token'];

describe('routeRequest', () => {
  it.each([
    // given: path, cookies, per-reader site → want
    ['/team/plan', SESSION, true, 'reader'],
    ['/', SESSION, true, 'reader'],
    ['/team/plan', ['__Secure-authjs.session-token.0'], true, 'reader'],
    ['/team/plan', [], true, 'pass'],
    ['/team/plan', ['authjs.csrf-token', 'theme'], true, 'pass'],
    // Sign-in off or no gating: everyone is the signed-out reader, whatever cookie they send.
    ['/team/plan', SESSION, false, 'pass'],
    // Not a docs page: each route reads the reader itself.
    ['/api/search', SESSION, true, 'pass'],
    ['/login', SESSION, true, 'pass'],
    ['/team/plan-chart.svg', SESSION, true, 'pass'],
    ['/team/plan.md', SESSION, true, 'pass'],
    ['/_next/data/x.json', SESSION, true, 'pass'],
    // The internal route named by a URL: refused for everyone, on any site.
    ['/_lectern/reader/team/plan', SESSION, true, 'refuse'],
    ['/_lectern/reader', [], false, 'refuse'],
    ['/%5Flectern/reader/team/plan', [], true, 'refuse'],
    ['/_LECTERN/Reader/team', [], true, 'refuse'],
    // The jobs page's internal route too. Its public URL is Lectern's (under /pull): for everyone the
    // proxy does not send to the jobs page, the same missing page as any other /pull/… URL.
    ['/_lectern/jobs', SESSION, true, 'refuse'],
    ['/%5Flectern/jobs', [], false, 'refuse'],
    ['/pull/jobs', SESSION, true, 'pass'],
  ] as const)('%s with %j (per reader: %s) → %s', (path, cookies, perReader, want) => {
    expect(routeRequest(path, cookies, perReader)).toBe(want);
  });
});

describe('isReaderPath', () => {
  it('does not take a docs page that merely starts with the same letters', () => {
    expect(isReaderPath('/_lectern/readers')).toBe(false);
    expect(isReaderPath('/_lectern/reader%')).toBe(false);
  });
});

describe('isDocsPath', () => {
  it.each([
    ['/', true],
    ['/api-reference/things/list-open-things', true],
    // A docs page under /api/ is still a docs page; only the app's own API routes are not.
    ['/api/guide', true],
    ['/api/auth/session', false],
    ['/v2/agent/p/jobs', false],
    // A version prefix is the docs site's own (lib/site/reserved-routes).
    ['/v2/guide', true],
    ['/docs-files/team/plan-chart.svg', false],
    ['/sitemap.xml', false],
    // Routes that joined later are found in the reserved list (a session cookie must not send them to the reader route).
    ['/api/feedback', false],
    ['/api/editor/jobs', false],
    ['/mcp', false],
    ['/rss-feed/changelog', false],
    ['/llms-full.txt', false],
    ['/pull/jobs', false],
    ['/pull/p/1', false],
  ] as const)('%s → %s', (path, want) => {
    expect(isDocsPath(path)).toBe(want);
  });
});
