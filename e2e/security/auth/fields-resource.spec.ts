import { AUTH_ORIGIN } from '../../../playwright.auth.config';
import { fieldsAddressesIn } from '../../auth/fields-addresses';
import { sessionCookie, signInWithPassword } from '../../auth/helpers';
import type { ViewerName } from '../../auth/matrix';
import { expect, hydrated, test } from '../../fixtures';
import { ask, difference, sameShape } from './same-answer';

/**
 * Issue 12 follow-up, the fields resource (`GET /api/site/fields`) leaks no gated level. The
 * production sign-in fixture's gated operation (beta group only) returns MarkerBetaSecretRecord,
 * whose `markerBetaNested` level is closed and big enough to be left out of the page and served on
 * demand; a field inside it carries MARKER_BETA_NESTED_FIELD. A member opens the level in Chromium
 * and gets it, never stored by a shared cache. A signed-out reader and a signed-in reader outside
 * the group ask for it by every address a hostile reader could have: the one copied from the
 * member's page (with and without its version), by schema name and place, and guessed anchors and
 * page forms. Each answer is a 404 problem+json that is byte for byte (headers but `date`
 * included) the answer for a page or schema that does not exist, and never `public`.
 */
const PAGE = '/api-reference/betasecrets/marker-beta-secret-operation';
const MARKER = 'MARKER_BETA_NESTED_FIELD';
const LEVEL = '200.markerBetaNested';
const SPEC = 'api/openapi.yaml';

/** The level's address as the member's copy of the page gives it (its placeholder, spelled out as the browser does). */
async function memberAddress(): Promise<string> {
  const html = await (await fetch(`${AUTH_ORIGIN}${PAGE}`, { headers: { cookie: await sessionCookie('beta') } })).text();
  expect(html).toContain(`id="${LEVEL}"`);
  // Left out of the page: the marker only comes with the level.
  expect(html).not.toContain(MARKER);
  const found = fieldsAddressesIn(html).filter((a) => new URL(a, AUTH_ORIGIN).searchParams.get('at') === LEVEL);
  expect(found, 'a fields address in the page').toHaveLength(1);
  return found[0];
}

test('a member opens the left-out level of the gated operation and gets it, private and never stored', async ({ page }) => {
  const copied = await memberAddress();

  await signInWithPassword(page, 'beta', PAGE);
  const details = page.locator(`details[data-oa-defer="${LEVEL}"]`);
  await hydrated(details);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/site/fields?')),
    details.getByText('Show child attributes').first().click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(await answer.text()).toContain(MARKER);
  await expect(details.locator(`[id="${LEVEL}.first"]`)).toContainText(MARKER);
  const url = new URL(answer.url());
  // On a site with gating a level is addressed by its page, never by schema name.
  expect([...url.searchParams.keys()].sort()).toEqual(['at', 'page', 'v']);
  expect(`${url.pathname}${url.search}`).toBe(copied);
  // Not by schema name, even for a member: on a site with gating a schema is shown only through the pages that draw it.
  const cookie = await sessionCookie('beta');
  for (const [form, gated, missing] of addresses(copied).filter(([name]) => name.startsWith('by schema'))) {
    const named = await ask(gated, cookie);
    expect([form, named[0].status]).toEqual([form, 404]);
    expect(difference(named, await ask(missing, cookie)), form).toBeNull();
  }
});

/** Every way a reader could ask for the level, each with the same request for something that does not exist. */
function addresses(copied: string): [form: string, gated: string, missing: string][] {
  const fields = (query: Record<string, string | string[]>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) q.append(k, one);
    return `/api/site/fields?${q}`;
  };
  const byPage = (page: string, at: string, v?: string) => fields({ page, at, ...(v ? { v } : {}) });
  const version = new URL(copied, 'http://x').searchParams.get('v') ?? '';
  const forms: [string, string, string][] = [
    ["the member's page's own address", copied, byPage(sameShape(PAGE), LEVEL, version)],
    ['by page, without the version', byPage(PAGE, LEVEL), byPage(sameShape(PAGE), LEVEL)],
  ];
  // Guessed anchors: the record itself, the level, a field inside it, another status, no prefix.
  for (const at of ['200', LEVEL, `${LEVEL}.first`, '200.markerBetaSecretField', 'default.markerBetaNested', 'markerBetaNested']) {
    forms.push([`by page, at ${at}`, byPage(PAGE, at), byPage(sameShape(PAGE), at)]);
  }
  // Other spellings of the page: trailing slash, its Markdown twin, the schema page.
  for (const page of [`${PAGE}/`, `${PAGE}.md`, '/api-reference/schemas/markerbetasecretrecord']) {
    forms.push([`by page ${page}`, byPage(page, LEVEL), byPage(sameShape(page), LEVEL)]);
  }
  // By schema name and place, as pages of a site without gating address shared levels.
  const named = (schema: string, root: string, at: string, above: string[] = []) =>
    fields({ spec: SPEC, schema, mode: 'response', above, depth: String(above.length), root, at });
  for (const [root, at] of [
    ['200', LEVEL],
    ['', 'markerBetaNested'],
    [LEVEL, LEVEL],
  ]) {
    forms.push([`by schema, root ${root} at ${at}`, named('MarkerBetaSecretRecord', root, at), named('QqqqqqQqqqqqQqqqqq', root, at)]);
  }
  return forms;
}

for (const viewer of ['signedOut', 'alpha'] as ViewerName[]) {
  test(`${viewer}: every address of the gated level answers as a missing one does, and holds nothing of it`, async () => {
    const copied = await memberAddress();
    const cookie = await sessionCookie(viewer);
    for (const [form, gated, missing] of addresses(copied)) {
      const answer = await ask(gated, cookie);
      expect([form, answer[0].status], gated).toEqual([form, 404]);
      const headers = Object.fromEntries(answer[0].headers);
      expect(headers['content-type'], form).toContain('application/problem+json');
      expect(headers['cache-control'], form).not.toContain('public');
      expect(answer[0].body, form).not.toContain(MARKER);
      expect(answer[0].body, form).not.toContain('markerBetaNested"');
      expect(difference(answer, await ask(missing, cookie)), form).toBeNull();
    }
  });
}
