import { expect, test } from '../fixtures';
import { signInWithPassword } from './helpers';
import { MATRIX, VIEWERS } from './matrix';

/**
 * Issue 5 acceptance 1: the visibility matrix in a browser, as three readers. Pages open (200 and
 * their title) or are 404; navigation (tabs and sidebar of every page the reader can open) lists
 * exactly the pages they may open; endpoint pages show the interactive playground exactly to
 * the readers allowed to use it, and nothing at all to the others (`auth` is `none` for them).
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
      if (row.playground) {
        if (row.playground[viewer]) await expect(page.locator('.playground form.pg'), `${row.url} playground`).toBeVisible();
        else await expect(page.locator('.playground'), `${row.url} no playground`).toHaveCount(0);
      }
      navText.push(await page.locator('#sidebar').innerText(), (await page.locator('.tabs-bar').allInnerTexts()).join('\n'));
    }
    const nav = navText.join('\n');
    for (const row of MATRIX.filter((r) => r.inNav !== false)) {
      expect([row.title, nav.includes(row.title)]).toEqual([row.title, row.page[viewer]]);
    }
    await expect(page.getByTestId('account-link')).toHaveText(
      viewer === 'signedOut' ? 'Sign in' : viewer === 'alpha' ? 'Alice Alpha' : 'Bob Beta',
    );
  });
}

/** The proxy decides again for every request: a reader without the playground is refused. */
for (const viewer of VIEWERS) {
  test(`the playground proxy follows the matrix as ${viewer}`, async ({ page }) => {
    if (viewer !== 'signedOut') await signInWithPassword(page, viewer);
    else await page.goto('/');
    for (const row of MATRIX) {
      if (!row.playground) continue;
      const allowed = row.playground[viewer] && row.page[viewer];
      const answer = await page.evaluate(async (pageUrl) => {
        const response = await fetch('/api/playground/proxy', {
          headers: { 'x-lectern-target': `${location.origin}/nowhere`, 'x-lectern-page': encodeURIComponent(pageUrl) },
        });
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        return body.code ?? `status ${response.status}`;
      }, row.url);
      // Allowed readers get past the access checks (and then meet the server allow-list); a page
      // the reader may not open does not exist for the proxy; a playground they may not use is off.
      const expected = allowed ? 'target_not_allowed' : row.page[viewer] ? 'playground_disabled' : 'no_operation';
      expect([row.url, answer]).toEqual([row.url, expected]);
    }
  });
}
