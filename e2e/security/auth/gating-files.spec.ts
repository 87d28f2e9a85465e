import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { sessionCookie } from '../../auth/helpers';

/**
 * Issue 11, gated pages leak nothing through their files. team/embeds.mdx (alpha team only, in
 * the production sign-in fixture) loads one file of its own through each element that fetches
 * one and one through a snippet it includes. Each file belongs to the page: a signed-out reader
 * and a reader outside the group get the same 404 as for a file that does not exist, under its
 * own URL and under the route that serves files; a member gets the file.
 */
const PAGE = '/team/embeds';
const FIXTURE = 'test/fixtures/auth-site';

/** How team/embeds.mdx loads each file. */
const FILES: [form: string, url: string][] = [
  ['<object data>', '/team/embeds/object-data.svg'],
  ['<embed src>', '/team/embeds/embed-src.svg'],
  ['<video poster>', '/team/embeds/video-poster.png'],
  ['<source src>', '/team/embeds/source-src.webm'],
  ['<track src>', '/team/embeds/track-src.txt'],
  ['<audio src>', '/team/embeds/audio-src.wav'],
  ['<source srcset>, 1x', '/team/embeds/picture-source-1x.png'],
  ['<source srcset>, 2x', '/team/embeds/picture-source-2x.png'],
  ['<img srcset> over two lines, 1x', '/team/embeds/img-srcset-1x.png'],
  ['<img srcset> over two lines, 2x', '/team/embeds/img-srcset-2x.png'],
  ['<iframe src>', '/team/embeds/iframe-src.txt'],
  ['<input type=image src>', '/team/embeds/input-image.png'],
  ['Markdown reference-style image', '/team/embeds/reference-image.png'],
  ['image of a snippet the page includes', '/team/embeds/snippet-image.png'],
];

async function get(url: string, cookie: string) {
  const response = await fetch(`${AUTH_ORIGIN}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

test('the member’s page really loads each of these files (what the checks below are about)', async () => {
  const page = await get(PAGE, await sessionCookie('alpha'));
  expect(page.status).toBe(200);
  const html = page.body.toString('utf8');
  for (const [form, url] of FILES) expect([form, url, html.includes(url)]).toEqual([form, url, true]);
});

for (const viewer of ['signedOut', 'beta'] as const) {
  test(`as ${viewer === 'beta' ? 'a reader outside the group' : 'a signed-out reader'}, every file of the gated page is the 404 of a missing file`, async () => {
    const cookie = await sessionCookie(viewer);
    const missing = await get('/team/embeds/no-such-file.png', cookie);
    expect(missing.status).toBe(404);
    const want = (form: string, url: string) => [
      form,
      url,
      404,
      missing.headers.get('content-type'),
      missing.headers.get('cache-control'),
      missing.body.toString(),
    ];
    for (const [form, url] of FILES) {
      for (const asked of [url, `/docs-files${url}`]) {
        const answer = await get(asked, cookie);
        expect([
          form,
          asked,
          answer.status,
          answer.headers.get('content-type'),
          answer.headers.get('cache-control'),
          answer.body.toString(),
        ]).toEqual(want(form, asked));
      }
    }
  });
}

test('a member of the group gets every file, whole, never cached shared', async () => {
  const cookie = await sessionCookie('alpha');
  for (const [form, url] of FILES) {
    for (const asked of [url, `/docs-files${url}`]) {
      const answer = await get(asked, cookie);
      expect([form, asked, answer.status, answer.headers.get('cache-control')]).toEqual([form, asked, 200, 'private, no-store']);
      expect(answer.body.equals(readFileSync(`${FIXTURE}${url}`)), `${asked} is the file`).toBe(true);
    }
  }
});
