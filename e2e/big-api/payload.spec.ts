import { expect, test } from '../fixtures';

/**
 * Issue 12, disk per page: Next writes every page's RSC payload four times (`.rsc`, two `.segments`
 * files, inline in the `.html`), so each segment of the route tree costs four times per page. The
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
