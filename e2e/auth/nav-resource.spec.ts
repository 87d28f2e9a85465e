import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN } from '../../playwright.auth.config';
import { sessionCookie } from './helpers';
import { MATRIX, VIEWERS, forbiddenMarkers } from './matrix';

/**
 * Issue 12: the navigation resource (`GET /api/site/nav`) that lazy sidebar groups load from is
 * filtered for the reader where it reads the tree, like the pages: every group address, asked
 * with each reader's cookie, answers only pages that reader may open, never a gated label or URL,
 * is never stored by a shared cache, and a member does receive their gated items.
 */
type Item = { type: string; label: string; url?: string; items?: Item[] };
const urlsOf = (items: Item[]): string[] => items.flatMap((i) => [...(i.url ? [i.url] : []), ...urlsOf(i.items ?? [])]);

for (const viewer of VIEWERS) {
  test(`every navigation group answers ${viewer} only what ${viewer} may see`, async () => {
    const cookie = await sessionCookie(viewer);
    const bodies: string[] = [];
    const urls: string[] = [];
    // Every division and group address the fixture's navigation can have, and some past its end.
    for (let division = 0; division < 5; division++) {
      for (let group = 0; group < 6; group++) {
        const response = await fetch(`${AUTH_ORIGIN}/api/site/nav?division=${division}&group=${group}`, { headers: { cookie } });
        const body = await response.text();
        bodies.push(body);
        if (response.status === 404) {
          expect(response.headers.get('content-type')).toContain('application/problem+json');
          continue;
        }
        expect(response.status, body).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        urls.push(...urlsOf((JSON.parse(body) as { items: Item[] }).items));
      }
    }
    for (const url of urls) {
      const row = MATRIX.find((r) => r.url === url);
      expect(row?.page[viewer], `${viewer} may open ${url}`).toBe(true);
    }
    const all = bodies.join('\n');
    for (const marker of forbiddenMarkers(viewer)) expect(all, marker).not.toContain(marker);
    for (const row of MATRIX.filter((r) => !r.page[viewer])) expect(all, row.url).not.toContain(`"${row.url}"`);
    // What each reader must receive, so the walk is known to reach the gated groups.
    const expected = {
      signedOut: ['/', '/team/open'],
      alpha: ['/alpha-page', '/team/plan', '/team/embeds'],
      beta: ['/alpha-or-beta', '/api-reference/betasecrets/marker-beta-secret-operation'],
    }[viewer];
    for (const url of expected) expect(urls, url).toContain(url);
  });
}
