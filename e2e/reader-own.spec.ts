import { expect, test } from './fixtures';

/**
 * Issue 13 on the own site: the self-hosted web font, the footer and the reader features its
 * docs.json turns on (contextual menu, last updated), as a reader sees them.
 */
test('pages use Inter, self-hosted from the site (no other host)', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/quickstart');
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const style = getComputedStyle(document.querySelector('article p')!);
    return { family: style.fontFamily, loaded: (await document.fonts.load('16px "Inter Variable"')).length };
  });
  expect(font.family.split(',')[0].replace(/["']/g, '').trim()).toBe('Inter Variable');
  expect(font.loaded).toBeGreaterThan(0);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test('the footer shows the own docs.json footer links and socials', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('navigation', { name: 'Lectern' }).getByRole('link')).toHaveText([
    'Quickstart',
    'Reader features',
    'llms.txt',
  ]);
  await expect(footer.getByRole('link', { name: 'Reader features' })).toHaveAttribute('href', '/guides/reader-features');
  await expect(footer.getByRole('navigation', { name: 'Social links' }).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/lectern-docs/lectern',
  );
});

test('the guide page lists its related topics: its pages by their titles, an external link in a new tab', async ({ page }) => {
  await page.goto('/guides/reader-features');
  const related = page.getByRole('navigation', { name: 'Related topics' });
  await expect(related.getByRole('link')).toHaveText(['Sign-in and groups', 'Search settings', "Mintlify's related pages"]);
  await expect(related.getByRole('link', { name: "Mintlify's related pages" })).toHaveAttribute('target', '_blank');
  await related.getByRole('link', { name: 'Sign-in and groups' }).click();
  await expect(page).toHaveURL(/\/guides\/sign-in-and-groups$/);
});

test('the guide page has the contextual menu, a "Last updated" date and feedback', async ({ page }) => {
  await page.goto('/guides/reader-features');
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
  await expect(page.locator('.last-updated time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByText('Was this page helpful?', { exact: true })).toBeVisible();
});
