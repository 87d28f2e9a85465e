import { expect, hydrated, test } from '../fixtures';

/**
 * Closed nested levels that an endpoint page leaves out and the browser loads when they open
 * (components/openapi/deferred-place.ts, GET /api/site/fields), on test/fixtures/fields-site: the
 * repository page nests `simple-user` as `owner` and `members[]`, and `permissions` inline.
 */
const REPO = '/api-reference/repos/get-a-repository';
const field = (id: string) => `[id="${id}"]`;

test('the page leaves a closed level out; opening it draws its fields, descriptions and deeper levels', async ({ page, request }) => {
  const html = await (await request.get(REPO)).text();
  expect(html).toContain('id="200.owner"');
  expect(html).not.toContain('id="200.owner.login"');
  // The small level (license: one field) stays in the page.
  expect(html).toContain('id="200.license.key"');

  await page.goto(REPO);
  await hydrated(page.locator('details[data-oa-defer="200.owner"]'));
  const owner = page.locator(field('200.owner'));
  await expect(owner.locator(field('200.owner.login'))).toHaveCount(0);
  await owner.getByText('Show child attributes').first().click();
  const login = owner.locator(field('200.owner.login'));
  await expect(login).toBeVisible();
  await expect(login.locator('.oa-description strong')).toHaveText('handle');
  await expect(login.locator('.oa-description a')).toHaveAttribute('href', 'https://example.com/p');
  // The deeper level came with it, closed like any level.
  const plan = owner.locator(field('200.owner.plan'));
  await expect(plan.locator(field('200.owner.plan.seats'))).toBeHidden();
  await plan.getByText('Show child attributes').click();
  await expect(plan.locator(field('200.owner.plan.seats'))).toBeVisible();
  await expect(plan.locator(field('200.owner.plan.seats'))).toContainText('Seats in the plan.');
  // An array's items: their own ids under members[].
  const members = page.locator(field('200.members'));
  await members.getByText('Show item fields').click();
  await expect(members.locator(field('200.members[].site_admin'))).toBeVisible();
});

test('a link to a field of a left-out level, from another page, opens the level and lands on the field', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: "the owner's plan seats" });
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(/#200\.owner\.plan\.seats$/);
  const seats = page.locator(field('200.owner.plan.seats'));
  await expect(seats).toBeVisible();
  await expect(seats).toBeInViewport();

  // Loaded with the hash: an array's items, two levels down.
  await page.goto(`${REPO}#200.members[].plan.name`);
  const name = page.locator(field('200.members[].plan.name'));
  await expect(name).toBeVisible();
  await expect(name).toBeInViewport();
});

test('a named level is one URL for every page that draws it there, cached for good; problem+json for a bad or unknown request', async ({
  page,
  request,
}) => {
  const openOwner = async (url: string) => {
    await page.goto(url);
    const details = page.locator('details[data-oa-defer="200.owner"]');
    await hydrated(details);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/site/fields?')),
      details.getByText('Show child attributes').click(),
    ]);
    await expect(details.locator(field('200.owner.login'))).toBeVisible();
    return answer;
  };
  const answer = await openOwner(REPO);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const query = new URL(answer.url()).searchParams;
  const fields = ((await answer.json()) as { node: { properties: unknown[] } }).node.properties;
  expect(Object.fromEntries(query)).toMatchObject({
    schema: 'simple-user',
    mode: 'response',
    depth: '1',
    root: '200.owner',
    at: '200.owner',
  });
  // The user's repository page draws the same schema at the same place: the same URL, which the browser has.
  const again = await openOwner('/api-reference/repos/get-a-repository-of-the-user');
  expect(again.url()).toBe(answer.url());

  const missing = await request.get('/api/site/fields?page=' + encodeURIComponent(REPO));
  expect(missing.status()).toBe(400);
  expect(missing.headers()['content-type']).toContain('application/problem+json');
  expect((await missing.json()).code).toBe('validation_error');
  for (const q of [
    `page=${encodeURIComponent(REPO)}&at=200.nope`,
    'page=/no/such/page&at=200.owner',
    `page=${encodeURIComponent(REPO)}&at=200.license`,
    `spec=${query.get('spec')}&schema=nobody&mode=response&at=200.owner`,
  ]) {
    const unknown = await request.get(`/api/site/fields?${q}`);
    expect(unknown.status(), q).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/problem+json');
  }
  // Asked by page and anchor, with another version than the current one: the same fields, not stored for good.
  const stale = await request.get(`/api/site/fields?page=${encodeURIComponent(REPO)}&at=200.owner&v=old`);
  expect(stale.status()).toBe(200);
  expect(stale.headers()['cache-control']).toBe('public, no-cache');
  expect((await stale.json()).node.properties).toEqual(fields);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a left-out level links to the schema page that draws it in full', async ({ page }) => {
    await page.goto(REPO);
    const owner = page.locator(field('200.owner'));
    await owner.getByText('Show child attributes').first().click();
    await owner.getByRole('link', { name: 'See all fields' }).click();
    await expect(page).toHaveURL(/\/api-reference\/schemas\/simple-user$/);
    await expect(page.locator(field('login'))).toBeVisible();
  });
});
