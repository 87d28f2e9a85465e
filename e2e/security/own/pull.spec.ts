import { expect, test, type APIResponse } from '@playwright/test';
import { SECURITY_DATA_DIR } from '../../../playwright.security.config';
import { seedPullRequest, type SeededPr } from '../pull-seed';

// Hole 6: a `local` pull request page shows the prompt and the whole diff, and its numbers are
// sequential. The own site has no sign-in, so only the link's token opens it.

let pr: SeededPr;
test.beforeAll(() => {
  pr = seedPullRequest(SECURITY_DATA_DIR);
});

/**
 * A 404 answer with the requested URL taken out: Next's flight data repeats the URL (its number as
 * a quoted segment, its query), and nothing else may differ between the answers compared. Every
 * quoted number compared is replaced on both sides, so element keys that happen to equal one stay
 * aligned.
 */
function withoutUrl(html: string, numbers: string[]): string {
  const quoted = new RegExp(`\\\\"(${numbers.join('|')})\\\\"`, 'g');
  return html.replace(/(\?|&|\\u0026)token=[^"\\&]*/g, '').replace(quoted, '\\"N\\"');
}
const NUMBERS = ['1', '2', '999'];

async function expectNotFound(response: APIResponse, what: string): Promise<string> {
  expect(response.status(), what).toBe(404);
  const html = await response.text();
  expect(html, what).not.toContain(pr.title);
  expect(html, what).not.toContain(pr.added);
  expect(html, what).toContain('Page not found');
  return withoutUrl(html, NUMBERS);
}

test('the link the job API hands out (prLink) opens the page with the diff, without a Referer and unindexed', async ({ request }) => {
  expect(pr.link).toMatch(new RegExp(`^/pull/${pr.projectId}/${pr.number}\\?token=[\\w-]{43}$`));
  const response = await request.get(pr.link);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(pr.title);
  expect(html).toContain(pr.added);
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
});

test('without the token, an existing pull request is the same 404 as a missing one', async ({ request }) => {
  const base = `/pull/${pr.projectId}`;
  const existing = await expectNotFound(await request.get(`${base}/${pr.number}`), 'anonymous, no token');
  const missing = await expectNotFound(await request.get(`${base}/999`), 'a number that does not exist');
  const noProject = await expectNotFound(
    await request.get(`/pull/${'x'.repeat(pr.projectId.length)}/${pr.number}`),
    'a project that does not exist',
  );
  expect(existing).toBe(missing);
  expect(existing).toBe(noProject.replaceAll('x'.repeat(pr.projectId.length), pr.projectId));
});

test('a wrong, truncated or borrowed token is the same 404', async ({ request }) => {
  const token = new URL(pr.link, 'http://x').searchParams.get('token')!;
  const base = `/pull/${pr.projectId}/${pr.number}`;
  const baseline = await expectNotFound(await request.get(`/pull/${pr.projectId}/999`), 'missing');
  const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  for (const [what, url] of [
    ['a wrong token', `${base}?token=${'A'.repeat(43)}`],
    ['one character changed', `${base}?token=${flipped}`],
    ['a prefix of the token', `${base}?token=${token.slice(0, 20)}`],
    ['the token twice', `${base}?token=${token}&token=${token}`],
    ['the token of #1 on another number', `/pull/${pr.projectId}/2?token=${token}`],
  ]) {
    expect(await expectNotFound(await request.get(url), what), what).toBe(baseline);
  }
});
