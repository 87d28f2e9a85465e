import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * What a first visit downloads (issue 12: first-load JavaScript ≤ 150 KB). Code a reader may never
 * use arrives when they reach for it: the search dialog on the first ⌘K or click, the editors'
 * agent panel when an editor opens it. Chunk names are content hashes, so a chunk is recognised by
 * what it holds: a class name only that component's code carries.
 */

/** Every JavaScript body the page fetches, from now on. `settled()` waits for the bodies still being read. */
function recordScripts(page: Page) {
  const bodies: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (text) => void bodies.push(text),
        () => undefined,
      ),
    );
  });
  return {
    async settled() {
      await Promise.all(reading);
      return bodies;
    },
  };
}

const holding = (bodies: string[], marker: string) => bodies.filter((body) => body.includes(marker)).length;

test('the search dialog’s code is fetched on the first Ctrl-K, not on arrival, and that first press opens it', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/writing/pages', { waitUntil: 'load' });
  await hydrated(page.locator('.search-button'));
  // `search-input-row` is the dialog's own markup: only its chunk carries the string.
  expect(holding(await scripts.settled(), 'search-input-row'), 'dialog code in the first load').toBe(0);

  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog', { name: 'Search' }).getByLabel('Search query');
  await expect(input).toBeFocused();
  expect(holding(await scripts.settled(), 'search-input-row'), 'dialog code after Ctrl-K').toBeGreaterThan(0);

  // Loaded once: closing and opening again by the button needs no new code, and the query stays.
  await input.fill('navigation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await page.locator('.search-button').click();
  await expect(page.getByLabel('Search query')).toHaveValue('navigation');
});

test('a reader who is not an editor never downloads the agent panel', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'load' });
  // The site has gated pages, so the editors' island is on every page: it asks the server, then hides.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName(`${location.origin}/api/editor/me`).length)).toBe(1);
  await expect(page.locator('.ask-agent-button')).toHaveCount(0);
  // `ask-agent-panel` is the panel's own markup: only its chunk carries the string.
  expect(holding(await scripts.settled(), 'ask-agent-panel'), 'agent panel code').toBe(0);
});

test('the code that lands a link on a hidden field is fetched at the first fragment, not on arrival, and lands it', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/api-reference/echo/echo-into-a-resource', { waitUntil: 'load' });
  const organisation = page.getByRole('tab', { name: 'Organisation' }).first();
  await hydrated(organisation);
  // The query for deferred levels is written only in that code (components/openapi/hash-watch.ts).
  const marker = 'details[data-oa-defer]:not([data-loaded])';
  expect(holding(await scripts.settled(), marker), 'hash code in the first load').toBe(0);

  // `employees` belongs to the Organisation option, which is not the one shown first: only the
  // script can show it.
  await expect(organisation).toHaveAttribute('aria-selected', 'false');
  await page.evaluate(() => {
    window.location.hash = 'employees';
  });
  await expect(organisation).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[id="employees"]')).toBeInViewport();
  expect(holding(await scripts.settled(), marker), 'hash code after the first fragment').toBeGreaterThan(0);
});
