import { expect, test } from '../fixtures';

/**
 * Built-in components with props that are not literals (test/fixtures/jsx-site/props.mdx): a
 * constant (`title={plan}`), a template string over constants (one imported from a snippet), a
 * member of an object constant (`icon={icons.start}`, `tags={release.tags}`), in the server HTML;
 * a prop that needs the page's code to run (`title={plan.toUpperCase()}`) once the page hydrates.
 * Before, blockJS dropped every such prop: cards without titles, icons or links, updates without tags.
 */
test('props built from the page constants are in the server-rendered page', async ({ page, request }) => {
  const html = await (await request.get('/props')).text();
  expect(html).toContain('The Team plan of Lectern Cloud');
  expect(html).toContain('href="/props#start"');

  await page.goto('/props');
  const first = page.locator('.card').filter({ hasText: 'A card titled by a constant.' });
  await expect(first.locator('.card-title')).toHaveText('Team');
  await expect(first.locator('.card-icon svg.lucide-rocket')).toBeVisible();
  await expect(first.locator('a.card-link')).toHaveAttribute('href', '/props#start');
  const second = page.locator('.card').filter({ hasText: 'template string' });
  await expect(second.locator('.card-title')).toHaveText('The Team plan of Lectern Cloud');
  await expect(second.locator('.card-icon svg.lucide-book')).toBeVisible();
  const update = page.locator('.update');
  await expect(update.locator('.update-label')).toHaveText('v2.1');
  await expect(update.locator('.update-tag')).toHaveText(['Added', 'Team']);
  await expect(page.getByText('Serving Lectern Cloud from eu-west.')).toBeVisible();
});

test('a prop that needs the page code runs in the browser, as on Mintlify', async ({ page }) => {
  await page.goto('/props');
  const card = page.locator('.card').filter({ hasText: 'needs the page' });
  await expect(card.locator('.card-title')).toHaveText('TEAM');
  await expect(page.getByText('Regions: eu-west, us-east.')).toBeVisible();
});
