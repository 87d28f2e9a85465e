import { expect, test } from '../fixtures';
import { signInWithPassword } from './helpers';
import { MATRIX, VIEWERS } from './matrix';

/**
 * Issue 5 acceptance 1: the visibility matrix in a browser, as three readers. Pages open (200 and
 * their title) or are 404; navigation (tabs and sidebar of every page the reader can open) lists
 * exactly the pages they may open. Playground cells of MATRIX are asserted where the playground
 * slot is wired.
 */
for (const viewer of VIEWERS) {
  test(`visibility matrix as ${viewer}`, async ({ page }) => {
    (page as unknown as { allow404: boolean }).allow404 = true;
    if (viewer !== 'signedOut') await signInWithPassword(page, viewer);
    const navText: string[] = [];
    for (const row of MATRIX) {
      const response = await page.goto(row.url);
      expect([row.url, response?.status()]).toEqual([row.url, row.page[viewer] ? 200 : 404]);
      if (!row.page[viewer]) {
        await expect(page.locator('h1')).toHaveText('Page not found');
        continue;
      }
      await expect(page.locator('article h1').first()).toHaveText(row.title);
      navText.push(await page.locator('#sidebar').innerText(), (await page.locator('.tabs-bar').allInnerTexts()).join('\n'));
    }
    const nav = navText.join('\n');
    for (const row of MATRIX.filter((r) => r.inNav !== false)) {
      expect([row.title, nav.includes(row.title)]).toEqual([row.title, row.page[viewer]]);
    }
    await expect(page.getByTestId('account-link')).toHaveText(viewer === 'signedOut' ? 'Sign in' : viewer === 'alpha' ? 'Alice Alpha' : 'Bob Beta');
  });
}
