import { expect, test } from '@playwright/test';
import { sessionCookie } from '../../auth/helpers';
import { ask, difference, RSC_REQUESTS, sameShape } from './same-answer';

/**
 * Issue 11, a gated page's 404 is a missing page's 404. For each gated URL of the production
 * sign-in fixture and a never-existing URL of the same shape (same folders, last segment with
 * every letter and digit replaced by `q`, so the same length), a reader who may not see the page
 * gets the same answer: status, every header but `date`, and the body, byte for byte once these
 * are normalised, each in both answers alike:
 *
 * - the URL's own path, which Next echoes in the page (`"k":"team/plan"`, `"c":["","team","plan"]`,
 *   and their escaped copies inside the HTML's inline flight data) and in redirect `location`s;
 * - Next's per-request id, which keys the viewport and metadata boundaries of an RSC answer
 *   (`"<21 characters>v"` and `"<same>m"`): only that exact id, found by its two uses;
 * - the build id (`"b":"…"`) and any CSP nonce (`nonce="…"`): one build and no nonce today, but
 *   either would differ per build or per request and say nothing about the page.
 *
 * Every way of asking is compared: the document, the RSC requests the router makes for
 * navigation, prefetch and segment prefetch (each first answered with a redirect to its `_rsc`
 * URL, which is followed), the `.md` twin and the files served beside pages.
 */
const GATED_PAGES = [
  '/signed-in', // `public: false`
  '/alpha-page', // frontmatter groups
  '/team/plan', // its navigation group's groups
  '/team/embeds',
  '/beta/home', // its tab's groups
  '/api-reference/betasecrets/marker-beta-secret-operation', // a gated operation
  '/api-reference/things/signed-in-operation',
  '/api-reference/schemas/markerbetasecretrecord', // a schema only gated operations use
];
const GATED_FILES = [
  '/team/plan-chart.svg',
  '/docs-files/team/plan-chart.svg',
  '/beta/lab-notes.txt',
  '/team/embeds/object-data.svg',
  '/team/embeds/snippet-image.png',
];

// The first render of a fresh server streams its rows in another order than later ones (modules
// load on first use), whatever the URL: every way of asking is made once before comparing.
test.beforeAll(async () => {
  for (const headers of [{}, ...Object.values(RSC_REQUESTS)]) await ask('/warm-up/never-a-page', '', headers);
  await ask('/warm-up/never-a-page.md', '');
  await ask('/warm-up/never-a-file.png', '');
});

for (const gated of GATED_PAGES) {
  const missing = sameShape(gated);
  test(`signed out: ${gated} answers as the missing ${missing} does, in every form`, async () => {
    // Both URLs get the same history first: a not-found render of a URL nobody had asked for is
    // cached like any on-demand page, so `x-nextjs-cache` says MISS the first time and HIT after, for
    // a gated URL and a missing one alike. Another test (or reader) may already have asked for the
    // gated URL; what must not differ is the answer to two URLs asked for equally often.
    for (const headers of [{}, ...Object.values(RSC_REQUESTS)]) {
      await ask(gated, '', headers);
      await ask(missing, '', headers);
    }
    const document = await ask(gated, '');
    expect(document[0].status).toBe(404);
    expect(difference(document, await ask(missing, '')), 'the document').toBeNull();
    for (const [name, headers] of Object.entries(RSC_REQUESTS)) {
      const rsc = await ask(gated, '', headers);
      expect(rsc.length, `${name}: a redirect to the _rsc URL, then the answer`).toBe(2);
      expect(difference(rsc, await ask(missing, '', headers)), `RSC ${name}`).toBeNull();
    }
    const md = await ask(`${gated}.md`, '');
    expect(md[0].status).toBe(404);
    expect(difference(md, await ask(`${missing}.md`, '')), 'the .md twin').toBeNull();
  });
}

for (const gated of GATED_FILES) {
  const missing = sameShape(gated);
  test(`signed out: the gated file ${gated} answers as the missing ${missing} does`, async () => {
    const answer = await ask(gated, '');
    expect(answer[0].status).toBe(404);
    expect(difference(answer, await ask(missing, ''))).toBeNull();
  });
}

test('a signed-in reader outside the group: alpha pages and files answer as missing ones do', async () => {
  const cookie = await sessionCookie('beta');
  for (const gated of [
    '/alpha-page',
    '/team/plan',
    '/team/embeds',
    '/team/embeds.md',
    ...GATED_FILES.filter((f) => f.includes('/team/')),
  ]) {
    // A member's pages are cached per set of groups (issue 12), 404s included: the same history for both URLs first.
    await ask(gated, cookie);
    await ask(sameShape(gated), cookie);
    const answer = await ask(gated, cookie);
    expect([gated, answer[0].status]).toEqual([gated, 404]);
    expect(difference(answer, await ask(sameShape(gated), cookie)), gated).toBeNull();
  }
});
