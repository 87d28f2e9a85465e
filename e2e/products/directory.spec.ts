import { expect, test } from '../fixtures';

/**
 * `directory` in docs.json (organize/navigation.mdx, "Directory listings"): a group's root page
 * lists the group's child pages below its content, as cards or as an accordion list, with the
 * value inherited down the navigation tree unless a group overrides it. In the products fixture
 * the Platform product sets `card`; "Getting Started" overrides with `accordion`, "API" with `none`.
 * Before the feature the key was ignored (a warning) and no root page listed anything.
 */
test('a group root page under an inherited `card` lists its pages as cards, and its child groups as sections', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByText('MARKER_HELP_ROOT')).toBeVisible();
  const listing = page.locator('.prose .directory.directory-card');
  await expect(listing).toBeVisible();
  const billing = listing.locator('.directory-card', { hasText: 'Billing' });
  await expect(billing).toContainText('Invoices, plans and refunds.');
  await expect(billing.locator('a[href="/help/billing"]')).toBeVisible();
  await expect(listing.locator('.directory-card a[href="/help/account"]')).toBeVisible();
  // The root page does not list itself.
  await expect(listing.locator('a[href="/help"]')).toHaveCount(0);
  // Child groups are sections with their own pages, whatever those groups set for their own root pages.
  const started = listing.locator('.directory-group', { hasText: 'Getting Started' });
  await expect(started.locator('a[href="/help/getting-started"]').first()).toBeVisible();
  await expect(started.locator('.directory-card a[href="/help/getting-started/install"]')).toBeVisible();
  await expect(listing.locator('.directory-group', { hasText: 'API' }).locator('a[href="/help/api/overview"]')).toBeVisible();
  // The listing comes after the page's own content.
  const order = await page.locator('.prose').evaluate((prose) => {
    const marker = [...prose.querySelectorAll('p')].find((p) => p.textContent?.includes('MARKER_HELP_ROOT'))!;
    return marker.compareDocumentPosition(prose.querySelector('.directory')!) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
});

test('a group that sets `accordion` lists its pages as a list; one that sets `none` lists nothing', async ({ page }) => {
  await page.goto('/help/getting-started');
  await expect(page.getByText('MARKER_GS_ROOT')).toBeVisible();
  const listing = page.locator('.prose .directory.directory-accordion');
  await expect(listing.locator('li.directory-page')).toHaveText([
    /Install\s*Install the command-line tool\./,
    /Quickstart\s*Your first project in five minutes\./,
  ]);
  await expect(listing.locator('.directory-card')).toHaveCount(0);

  await page.goto('/help/api');
  await expect(page.getByText('MARKER_API_ROOT')).toBeVisible();
  await expect(page.locator('.directory')).toHaveCount(0);
  // A page that is no group's root shows no listing either.
  await page.goto('/help/billing');
  await expect(page.locator('.directory')).toHaveCount(0);
});

test("the site's own CSS reaches the listing through Mintlify's class names", async ({ page }) => {
  await page.goto('/help');
  // test/fixtures/products-site/directory.css: `.directory-card .card-title { letter-spacing: 0.5px }`.
  await expect(page.locator('.directory-card .card-title').first()).toHaveCSS('letter-spacing', '0.5px');
});
