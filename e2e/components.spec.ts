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
  await page
    .locator('.card', { hasText: 'Quickstart' })
    .first()
    .click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/quickstart$/);
});

test('a Markdown list inside <FileTree> is drawn as the folder tree', async ({ page }) => {
  const tree = page.locator('.tree').filter({ hasText: 'README.md' });
  await expect(tree).toHaveCount(1);
  await expect(tree.locator('ul')).toHaveCount(0);
  const site = tree.locator('details.tree-folder').filter({ has: page.locator('summary', { hasText: /^site$/ }) });
  await expect(site).toHaveAttribute('open', '');
  await expect(site.locator('.tree-file', { hasText: 'docs.json' })).toBeVisible();
  await expect(site.locator('details.tree-folder summary', { hasText: 'guides' })).toBeVisible();
  await expect(site.locator('.tree-file', { hasText: 'setup.mdx' })).toBeVisible();
  // A folder closes like any other.
  await site.locator('summary', { hasText: /^site$/ }).click();
  await expect(site.locator('.tree-file', { hasText: 'docs.json' })).toBeHidden();
});

/** Opens an own-site page and waits for React to hydrate its islands. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

test('$…$ and $$…$$ are typeset by KaTeX with its own stylesheet and fonts, and a lone $ stays text', async ({ page }) => {
  await open(page, '/writing/math-and-html');
  const prose = page.locator('.prose');
  const inline = prose.locator('p', { hasText: 'Pythagorean theorem' }).locator('.katex');
  await expect(inline).toHaveCount(1);
  await expect(inline.locator('annotation')).toHaveText('a^2 + b^2 = c^2', { useInnerText: false });
  const display = prose.locator('.katex-display');
  await expect(display).toBeVisible();
  await expect(display.locator('.mfrac')).toBeAttached();
  // The stylesheet is there: the MathML copy is visually hidden and the fraction is set in KaTeX's font.
  await expect(inline.locator('.katex-mathml')).toHaveCSS('position', 'absolute');
  await expect(display.locator('.mord.mathnormal').first()).toHaveCSS('font-family', /KaTeX_Math/);
  expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px KaTeX_Main')))).toBe(true);
  // Currency is prose, escaped or not.
  await expect(prose).toContainText('the starter plan costs $5 a month');
  await expect(prose).toContainText('from $5 to $10');
  await expect(prose.locator('.latex .katex')).toHaveCount(1);
});

test('HTML nested the way MDX allows renders as written, with no hydration error', async ({ page }) => {
  await open(page, '/writing/math-and-html');
  const lead = page.locator('p.html-demo-lead');
  await expect(lead).toHaveText('A styled paragraph, written over several lines.');
  await expect(lead).toHaveCSS('color', 'rgb(79, 70, 229)');
  await expect(page.locator('.prose p p')).toHaveCount(0);
  await expect(page.locator('.prose [align="center"] li')).toHaveCount(2);
  await expect(page.locator('table.html-demo-table > tbody > tr > td')).toHaveText('A table row written without a tbody');
  // The hydration errors such markup causes would fail this test through the page-error fixture;
  // a click that React handles proves the page hydrated.
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('several <View> blocks get one dropdown: the chosen view shows, the rest hide, the choice is remembered', async ({ page }) => {
  await open(page, '/writing/views');
  const select = page.locator('.view-selector select');
  await expect(select).toHaveCount(1);
  await expect(select.locator('option')).toHaveText(['JavaScript', 'Python']);
  const js = page.locator('section.view[data-view="JavaScript"]');
  const py = page.locator('section.view[data-view="Python"]');
  await expect(js).toBeVisible();
  await expect(py).toBeHidden();

  await select.selectOption('Python');
  await expect(py).toBeVisible();
  await expect(py).toContainText('pip');
  await expect(js).toBeHidden();

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.view-selector select')).toHaveValue('Python');
  await expect(py).toBeVisible();
  await expect(js).toBeHidden();
});

test('docs.json banner shows Markdown across the top of every page and stays dismissed', async ({ page }) => {
  const banner = page.locator('.site-banner');
  await expect(banner).toBeVisible();
  await expect(banner.locator('strong')).toHaveText('unchanged');
  await expect(banner.getByRole('link', { name: 'math and HTML' })).toHaveAttribute('href', '/writing/math-and-html');
  await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)');

  await banner.getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(banner).toBeHidden();
  await open(page, '/quickstart');
  await expect(page.locator('.site-banner')).toBeHidden();
});

test('a GitHub alert quote is drawn as the callout it names, in a page and in an OpenAPI description', async ({ page }) => {
  const tip = page.locator('#content .callout-tip').filter({ hasText: 'A README moved into the docs keeps its alerts.' });
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('role', 'note');
  await expect(tip.locator('.callout-icon svg')).toBeVisible();
  await expect(tip).not.toContainText('[!TIP]');
  await expect(page.locator('#content blockquote').filter({ hasText: 'keeps its alerts' })).toHaveCount(0);

  await page.goto('/api-reference/behaviour/respond-slowly');
  const callout = page.locator('#content .callout-tip');
  await expect(callout).toContainText('press Cancel while it waits');
  await expect(callout).not.toContainText('[!TIP]');
  await expect(page.locator('#content blockquote')).toHaveCount(0);
});
