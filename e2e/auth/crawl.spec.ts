import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN } from '../../playwright.auth.config';
import { fieldsAddressesIn } from './fields-addresses';
import { sessionCookie } from './helpers';
import { MATRIX, VIEWERS, forbiddenMarkers } from './matrix';

/**
 * Issue 5 acceptance 2: every route as each reader, over plain HTTP with that reader's cookie,
 * including the React Server Components requests Next makes on navigation and prefetch
 * (`RSC: 1` with an `_rsc` query), the Markdown variants, llms.txt, the sitemap, search answers,
 * spec downloads, files beside gated pages and the JavaScript the pages load. No response body may hold a marker of a page
 * the reader may not see; and each reader does receive the markers of pages they may see, so the
 * crawl is known to reach them.
 */
const SEEDS = [
  ...MATRIX.map((r) => r.url),
  ...MATRIX.map((r) => (r.url === '/' ? '/index.md' : `${r.url}.md`)),
  '/llms.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/login',
  '/api/openapi.yaml',
  '/api/auth/session',
  // Files that only gated pages show, asked for directly and through the route that serves them.
  '/team/plan-chart.svg',
  '/beta/lab-notes.txt',
  '/docs-files/team/plan-chart.svg',
  '/shared-diagram.svg',
  // Files team/embeds loads through <object>, <iframe> and a snippet (e2e/security/auth/gating-files.spec.ts has every form).
  '/team/embeds/object-data.svg',
  '/team/embeds/iframe-src.txt',
  '/docs-files/team/embeds/iframe-src.txt',
  '/team/embeds/snippet-image.png',
  '/no-such-page',
  // A closed nested level of the gated operation (issue 12), by its page and by schema name; the walk also follows
  // the addresses pages hold, so a member's copy of the page leads to the real one.
  '/api/site/fields?page=%2Fapi-reference%2Fbetasecrets%2Fmarker-beta-secret-operation&at=200.markerBetaNested',
  '/api/site/fields?spec=api%2Fopenapi.yaml&schema=MarkerBetaSecretRecord&mode=response&depth=0&root=200&at=200.markerBetaNested',
  ...['marker', 'alpha', 'beta', 'secret', 'Secret Operation', 'markerBetaSecretParam', 'MARKER_BETA_TAB', 'team plan', 'readers'].map(
    (q) => `/api/search?q=${encodeURIComponent(q)}`,
  ),
];

const RSC_VARIANTS: Record<string, string>[] = [
  { RSC: '1' },
  { RSC: '1', 'Next-Router-Prefetch': '1' },
  { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
];

test.describe.configure({ timeout: 240_000 });

for (const viewer of VIEWERS) {
  test(`crawl as ${viewer}: no gated marker in any response`, async () => {
    const cookie = await sessionCookie(viewer);
    const forbidden = forbiddenMarkers(viewer);
    const allowed = MATRIX.filter((r) => r.page[viewer]).flatMap((r) => r.markers ?? []);
    const seen = new Set<string>();
    const queue = [...SEEDS];
    const received: string[] = [];
    const leaks: string[] = [];
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${AUTH_ORIGIN}${url}`, { headers: { ...(cookie ? { cookie } : {}), ...headers }, redirect: 'manual' });
      let body = await response.text();
      // Search answers echo the query, which may be a marker the test typed: only hits count.
      if (url.startsWith('/api/search') && response.ok) body = JSON.stringify((JSON.parse(body) as { hits: unknown }).hits);
      expect(response.status, `${url} ${JSON.stringify(headers)}`).toBeLessThan(500);
      for (const marker of forbidden) if (body.includes(marker)) leaks.push(`${marker} in ${url} ${JSON.stringify(headers)}`);
      received.push(body);
      return { response, body };
    };
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url) || seen.size > 400) continue;
      seen.add(url);
      const { response, body } = await get(url);
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      for (const headers of RSC_VARIANTS)
        await get(`${url}${url.includes('?') ? '&' : '?'}_rsc=crawl${Object.keys(headers).length}`, headers);
      // Follow same-origin links and the scripts the page loads.
      for (const match of body.matchAll(/(?:href|src)="(\/[^"#]*)"/g)) {
        const next = match[1].replace(/&amp;/g, '&');
        if (next.startsWith('/_next/static/') && !next.endsWith('.js')) continue;
        if (!seen.has(next)) queue.push(next);
      }
      // The fields resource addresses of left-out levels, as the page's placeholders spell them.
      for (const next of fieldsAddressesIn(body)) if (!seen.has(next)) queue.push(next);
    }
    expect(leaks).toEqual([]);
    const all = received.join('\n');
    for (const marker of allowed) expect([marker, all.includes(marker)]).toEqual([marker, true]);
    expect(seen.size).toBeGreaterThan(SEEDS.length);
    // The member's copy of the gated operation leads to its left-out level's own address (the seeds carry no version).
    if (viewer === 'beta') expect([...seen].filter((u) => u.startsWith('/api/site/fields?') && u.includes('&v='))).not.toEqual([]);
  });
}
