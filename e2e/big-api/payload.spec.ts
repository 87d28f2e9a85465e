import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';

/**
 * Issue 12, disk per page: Next writes every page's RSC payload four times (`.rsc`, two `.segments`
 * files, inline in the `.html`; the build keeps two, see below), so each segment of the route tree costs four times per page. The
 * docs routes sit directly under the root layout, in no route group: a group was a segment of its
 * own in every payload (its layout router), and Next handed it the root's 404 tree, a second copy
 * of the not-found page's props beside the root layout's.
 */
const PAGE = '/api-reference/area-07/area-07-operation-05';

test('a page’s payload, as the client router fetches it, holds one 404 tree and no route-group segment', async ({ request }) => {
  const response = await request.get(PAGE, { headers: { RSC: '1' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/x-component/);
  const payload = await response.text();
  // A not-found boundary's element is written as `"notFound":["$L<row>",…]` in the layout router that holds it.
  expect(payload.match(/"notFound":\["\$L[0-9a-f]+"/g)).toHaveLength(1);
  expect(payload).not.toContain('"s":"(docs)"');
  // Still the page: its operation heading and the sidebar's link to it.
  expect(payload).toContain('Area 07 operation 05');
});

/**
 * What is the same on every page is a file the browser caches, not bytes of every page (issue 12): this
 * fixture names no favicon and keeps the default code themes, so its pages use Lectern's neutral
 * icon (it was a 420-byte data: URL in every page's head and payload) and the playground's colours
 * come from its stylesheet (they were a 700-byte style attribute on every endpoint page).
 */
test('the default favicon and the playground’s default palette are files, not bytes of every page', async ({ page, request }) => {
  const payload = await (await request.get(PAGE, { headers: { RSC: '1' } })).text();
  expect(payload).toContain('"className":"playground"');
  expect(payload).not.toContain('data:image/svg');
  expect(payload).not.toContain('--pg-');

  await page.goto(PAGE);
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/api/site/icon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

  // GitHub Light's and GitHub Dark's property-name colours (lib/content/code-palette.test.ts pins them).
  const playground = page.locator('section.playground[data-mode="interactive"]');
  await expect(playground).toHaveAttribute('aria-label', 'API playground');
  expect(await playground.getAttribute('style')).toBeNull();
  const vars = await playground.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.getPropertyValue('--pg-key-light').trim(), style.getPropertyValue('--pg-key-dark').trim()];
  });
  expect(vars).toEqual(['#005cc5', '#79b8ff']);
});

/**
 * Issue 12, disk per page: besides the `.rsc` and the copy inline in the `.html`, Next writes a page's
 * payload as `_full.segment.rsc` (the `.rsc` byte for byte, read only by Partial Prerendering's client
 * resume) and as the page segment's prefetch file `__PAGE__.segment.rsc` (read only by a segment
 * prefetch; Lectern's links prefetch in full, prefetch.spec.ts). `npm run build`
 * (scripts/prune-prefetch-copies.mjs) removes both from every page; navigation, the route tree and a
 * full prefetch answer as before.
 */
test('the build keeps no _full or __PAGE__ copy of a page’s payload; navigation, route tree and full prefetch still answer', async ({
  request,
}) => {
  const base = path.join('.next-big-api-site/server/app', PAGE);
  const meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8')) as { segmentPaths: string[] };
  expect(meta.segmentPaths).toEqual(['/_tree']);
  expect(existsSync(`${base}.segments/_full.segment.rsc`)).toBe(false);
  expect(existsSync(`${base}.segments/$oc$slug`)).toBe(false);
  const leftover = readdirSync('.next-big-api-site/server/app', { recursive: true }).filter((f) =>
    /(_full|__PAGE__)\.segment\.rsc$/.test(String(f)),
  );
  expect(leftover).toEqual([]);

  const rsc = readFileSync(`${base}.rsc`, 'utf8');
  const navigation = await request.get(PAGE, { headers: { RSC: '1' } });
  expect(navigation.status()).toBe(200);
  expect(await navigation.text()).toBe(rsc);
  // A full prefetch is a navigation's request with the router's state: the same bytes.
  const state = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]));
  const full = await request.get(PAGE, { headers: { RSC: '1', 'Next-Router-State-Tree': state } });
  expect(full.status()).toBe(200);
  expect(await full.text()).toBe(rsc);
  const prefetch = { RSC: '1', 'Next-Router-Prefetch': '1' };
  const tree = await request.get(PAGE, { headers: { ...prefetch, 'Next-Router-Segment-Prefetch': '/_tree' } });
  expect(tree.status()).toBe(200);
  expect(tree.headers()['content-type']).toMatch(/text\/x-component/);
  // Named anyway, a removed copy is a segment the server does not hold: an empty 404, as for any
  // unknown segment (the router then fetches the page as a navigation does).
  for (const segment of ['/_full', '/$oc$slug/__PAGE__']) {
    const answer = await request.get(PAGE, { headers: { ...prefetch, 'Next-Router-Segment-Prefetch': segment } });
    expect(answer.status(), segment).toBe(404);
    expect(await answer.text(), segment).toBe('');
  }
});
