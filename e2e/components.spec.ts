import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The MDX components in a real browser, on the own site's unlisted /components page (a live
 * example of every component): the interactive ones work, and nothing logs an error.
 */

/** The content-tab groups that have a tab with this exact title. */
function tabGroupsWith(page: Page, title: string): Locator {
  return page.locator('.mdx-tabs').filter({ has: page.getByRole('tab', { name: title, exact: true }) });
}

function tab(group: Locator, title: string): Locator {
  return group.getByRole('tab', { name: title, exact: true });
}

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/components');
  expect(response?.status()).toBe(200);
  // Client islands are interactive once React has hydrated them.
  await page.waitForLoadState('networkidle');
});

test('tabs switch, stay in sync across the page by title, and are remembered', async ({ page }) => {
  const groups = tabGroupsWith(page, 'Python');
  await expect(groups).toHaveCount(2);
  const [first, second] = [groups.nth(0), groups.nth(1)];
  const syncedCode = page.locator('.code-group').filter({ has: page.getByRole('tab', { name: 'Python', exact: true }) });

  await expect(tab(first, 'JavaScript')).toHaveAttribute('aria-selected', 'true');
  await expect(first.getByText('npm install @acme/client')).toBeVisible();
  await expect(first.getByText('pip install acme-client')).toBeHidden();

  await tab(first, 'Python').click();
  await expect(tab(first, 'Python')).toHaveAttribute('aria-selected', 'true');
  await expect(first.getByText('pip install acme-client')).toBeVisible();
  await expect(first.getByText('npm install @acme/client')).toBeHidden();
  // The other group and the code group with the same titles follow.
  await expect(tab(second, 'Python')).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByText('from acme import Acme')).toBeVisible();
  await expect(syncedCode.getByRole('tab', { name: 'Python', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(syncedCode.locator('[role="tabpanel"]:visible pre')).toContainText('acme = Acme(');

  // Arrow keys move between tabs.
  await tab(second, 'Python').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(second, 'JavaScript')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(first, 'JavaScript')).toHaveAttribute('aria-selected', 'true');

  // The last choice survives a reload.
  await tab(first, 'Python').click();
  await page.reload();
  await expect(tab(tabGroupsWith(page, 'Python').nth(1), 'Python')).toHaveAttribute('aria-selected', 'true');
});

test('accordions and expandables open and close', async ({ page }) => {
  const closed = page.locator('details.accordion').filter({ hasText: 'Does Lectern need a database?' });
  const open = page.locator('details.accordion').filter({ hasText: 'Can I keep my existing docs.json?' });
  await expect(open).toHaveAttribute('open', '');
  await expect(closed).not.toHaveAttribute('open', '');
  await expect(closed.getByText('Only for the agent job API')).toBeHidden();

  await closed.locator('summary').click();
  await expect(closed).toHaveAttribute('open', '');
  await expect(closed.getByText('Only for the agent job API')).toBeVisible();
  await closed.locator('summary').click();
  await expect(closed.getByText('Only for the agent job API')).toBeHidden();

  const expandable = page.locator('details.expandable').first();
  await expect(expandable.getByText("The user's display name.")).toBeHidden();
  await expandable.locator('summary').click();
  await expect(expandable.getByText("The user's display name.")).toBeVisible();
  await expect(expandable.locator('.expandable-open')).toBeVisible();
  await expect(expandable.locator('.expandable-closed')).toBeHidden();
});

test('code groups switch by tab and by dropdown', async ({ page }) => {
  const group = page.locator('.code-group').filter({ has: page.getByRole('tab', { name: 'package.json' }) });
  await expect(tab(group, 'install.sh')).toHaveAttribute('aria-selected', 'true');
  await expect(group.locator('[role="tabpanel"]:visible pre')).toContainText('npm install lectern');

  await tab(group, 'package.json').click();
  await expect(tab(group, 'package.json')).toHaveAttribute('aria-selected', 'true');
  await expect(group.locator('[role="tabpanel"]:visible pre')).toContainText('"scripts"');
  await expect(group.locator('[role="tabpanel"]:visible')).toHaveCount(1);

  const dropdown = page.locator('.code-group[data-dropdown]').first();
  await expect(dropdown.locator('[role="tabpanel"]:visible pre')).toContainText('Hello from Node');
  await dropdown.locator('select').selectOption({ label: 'Go' });
  await expect(dropdown.locator('[role="tabpanel"]:visible pre')).toContainText('fmt.Println');
});

test('copy buttons copy the visible code, and field anchors copy their link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const group = page.locator('.code-group').filter({ has: page.getByRole('tab', { name: 'package.json' }) });
  await tab(group, 'package.json').click();
  const visible = group.locator('[role="tabpanel"]:visible');
  await visible.locator('.copy-button').click();
  await expect(visible.locator('.copy-button')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await visible.locator('pre').innerText()).trim());

  const field = page.locator('.field#limit');
  await field.hover();
  await field.locator('.anchor-link-copy').click();
  await expect(page).toHaveURL(/\/components#limit$/);
  await expect(field.locator('.anchor-link-copy')).toHaveAttribute('data-copied', '');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/components#limit$/);
});

test('a mermaid block is drawn as an SVG, and redrawn in dark mode', async ({ page }) => {
  const diagram = page.locator('.mermaid').first();
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 20_000 });
  await expect(diagram).toHaveAttribute('data-state', 'drawn');
  await expect(diagram.locator('svg')).toContainText('lectern check');
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(diagram.locator('svg')).toBeVisible();
  await expect(diagram).toHaveAttribute('data-state', 'drawn');
});

test('unknown components show a named placeholder, and snippets are inlined', async ({ page }) => {
  const placeholder = page.locator('.unknown-component[data-component="Sparkle"]');
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText('Unknown component <Sparkle>');
  await expect(placeholder).toContainText('still renders');

  await expect(page.getByText('was included by an import')).toBeVisible();
  await expect(page.locator('.prose')).toContainText('passed it the word reusable');
});

test('cards link, fields have anchors, updates have anchors, tooltips show on hover', async ({ page }) => {
  await expect(page.locator('.field#limit .field-name')).toHaveText('limit');
  await expect(page.locator('.field#data\\.id')).toBeAttached();
  await expect(page.locator('section.update[id="2025-06-02"]')).toBeVisible();
  await expect(page.locator('section.update[id="2025-06-02"] .update-label')).toHaveAttribute('href', '#2025-06-02');

  const tooltip = page.locator('.tooltip').first();
  await expect(tooltip.locator('.tooltip-content')).toBeHidden();
  await tooltip.hover();
  await expect(tooltip.locator('.tooltip-content')).toBeVisible();

  // The whole card is the link, not only its title.
  await page.locator('.card', { hasText: 'Quickstart' }).first().click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/quickstart$/);
});
