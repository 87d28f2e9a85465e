import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { sessionCookie } from '../../auth/helpers';

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

const RSC_REQUESTS: Record<string, Record<string, string>> = {
  navigation: { RSC: '1' },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1' },
  'segment prefetch': { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
};

/** `/team/plan` → `/team/qqqq`, `/team/plan-chart.svg` → `/team/qqqq-qqqqq.svg`. */
function sameShape(url: string): string {
  return url.replace(/[^/]+$/, (last) => last.replace(/^[^.]+/, (stem) => stem.replace(/[A-Za-z0-9]/g, 'q')));
}

type Answer = { status: number; headers: [string, string][]; body: string };

/** What a reader gets for `url`, with the redirects Next answers RSC requests with followed. */
async function ask(url: string, cookie: string, headers: Record<string, string> = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next: string | null = url;
  while (next && answers.length < 3) {
    const response: Response = await fetch(new URL(next, AUTH_ORIGIN), {
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });
    const body = await response.text();
    answers.push({
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== 'date').map(([n, v]) => [n, normalise(v, url)]),
      body: normalise(body, url),
    });
    next = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  }
  return answers;
}

/** The answer with what is not about the page made the same (see the comment at the top). */
function normalise(text: string, url: string): string {
  const path = new URL(url, AUTH_ORIGIN).pathname.slice(1);
  const segments = path
    .split('/')
    .map((s) => JSON.stringify(s))
    .join(',');
  let out = text.split(path).join('<path>');
  out = out.split(segments).join('<segments>').split(JSON.stringify(segments).slice(1, -1)).join('<segments>');
  for (const id of requestIds(out)) out = out.split(id).join('<request-id>');
  const build = /\\?"b\\?":\\?"([A-Za-z0-9_-]{8,})\\?"/.exec(out)?.[1];
  if (build) out = out.split(build).join('<build-id>');
  for (const m of out.matchAll(/nonce(?:=|\\?"\s*:\s*\\?)"([A-Za-z0-9+/=_-]{8,})\\?"/g)) out = out.split(m[1]).join('<nonce>');
  return out;
}

function requestIds(text: string): string[] {
  return [...text.matchAll(/"([A-Za-z0-9_-]{21})v"/g)].map((m) => m[1]).filter((id) => text.includes(`"${id}m"`));
}

/**
 * Where two sequences of answers first differ, with some context, or null when they are the same:
 * a whole page in a failure message hides the one byte that differs.
 */
function difference(gated: Answer[], missing: Answer[]): string | null {
  const a = JSON.stringify(gated, null, 1);
  const b = JSON.stringify(missing, null, 1);
  if (a === b) return null;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `gated: …${a.slice(Math.max(0, at - 160), at + 160)}…\nmissing: …${b.slice(Math.max(0, at - 160), at + 160)}…`;
}

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
