import { expect, test } from '@playwright/test';
import { AUTH_DATA_DIR } from '../../../playwright.auth.config';
import { sessionCookie } from '../../auth/helpers';
import { seedPullRequest, type SeededPr } from '../pull-seed';

// Hole 6 on a site with sign-in: LECTERN_EDITOR_GROUPS=alpha (authServerEnv). Editors open every
// pull request page without its link; other readers need the token like anyone else.

let pr: SeededPr;
test.beforeAll(() => {
  pr = seedPullRequest(AUTH_DATA_DIR);
});

test('a signed-in reader in an editors group opens the page without the token', async ({ request }) => {
  const response = await request.get(`/pull/${pr.projectId}/${pr.number}`, { headers: { cookie: await sessionCookie('alpha') } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(pr.title);
  expect(html).toContain(pr.added);
});

test('a signed-in reader outside the editors groups, and the signed-out reader, get the 404 of a missing page', async ({ request }) => {
  for (const viewer of ['beta', 'signedOut'] as const) {
    const cookie = await sessionCookie(viewer);
    const response = await request.get(`/pull/${pr.projectId}/${pr.number}`, { headers: cookie ? { cookie } : {} });
    expect(response.status(), viewer).toBe(404);
    const html = await response.text();
    expect(html, viewer).not.toContain(pr.title);
    expect(html, viewer).not.toContain(pr.added);
  }
});

test('the token still opens the page for a reader outside the editors groups', async ({ request }) => {
  const response = await request.get(pr.link, { headers: { cookie: await sessionCookie('beta') } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(pr.added);
});
