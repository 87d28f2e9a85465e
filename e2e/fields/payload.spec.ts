import { expect, hydrated, test } from '../fixtures';

/**
 * Field rows as compact data (issue 12, components/openapi/field-head.client.tsx): the RSC payload
 * of a built page carries each row as one FieldClient element, its Markdown description as the
 * HTML of our sanitized Markdown, while the page a reader gets, with or without JavaScript, is the
 * one drawn before: the description's bold text and link, the field's anchor link.
 */
const SCHEMA = '/api-reference/schemas/simple-user';
const field = (id: string) => `[id="${id}"]`;

test('a page payload carries field rows as compact data, descriptions as HTML', async ({ request }) => {
  const payload = await (await request.get(SCHEMA, { headers: { RSC: '1' } })).text();
  expect(payload).toContain('"FieldsClient"');
  expect(payload).toContain('"h":"<p>The <strong>handle</strong>, see <a href=\\"https://example.com/p\\">profiles</a>.</p>"');
  // No row, description or nested level is spelled out as elements any more.
  expect(payload).not.toContain('"className":"oa-field"');
  expect(payload).not.toContain('"className":"prose oa-description","children"');
  expect(payload).not.toContain('"className":"oa-children"');
});

test('the rows drawn from that data are the fields a reader knows: description, anchor link, nested level', async ({ page }) => {
  await page.goto(SCHEMA);
  const login = page.locator(field('login'));
  await hydrated(login);
  await expect(login.locator('.oa-field-name')).toHaveText('login');
  await expect(login.locator('.oa-description strong')).toHaveText('handle');
  await expect(login.locator('.oa-description a')).toHaveAttribute('href', 'https://example.com/p');
  await expect(login.getByRole('link', { name: 'Link to login' })).toHaveAttribute('href', '#login');
  const plan = page.locator(field('plan'));
  await plan.getByText('Show child attributes').click();
  await expect(plan.locator(field('plan.seats'))).toContainText('Seats in the plan.');
  await expect(plan.locator(field('plan.seats'))).toContainText('>= 1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the server-drawn rows are all there', async ({ page }) => {
    await page.goto(SCHEMA);
    const login = page.locator(field('login'));
    await expect(login.locator('.oa-description strong')).toHaveText('handle');
    await expect(login.locator('.oa-description a')).toHaveAttribute('href', 'https://example.com/p');
    await page.locator(field('plan')).getByText('Show child attributes').click();
    await expect(page.locator(field('plan.seats'))).toContainText('Seats in the plan.');
  });
});
