import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The look of the own site, pinned (issue 13): the home page and one MDX page in light, in dark and
 * at 390 px wide, compared with the PNGs in e2e/screenshots.spec.ts-snapshots/. A change in the
 * look fails here until the set is updated with `--update-snapshots` and the new PNGs are reviewed
 * in the pull request (docs/testing.md "Screenshot set").
 *
 * Stable by construction: the web font is loaded before the shot, animations and the caret are off
 * (Playwright's defaults for toHaveScreenshot, set here so they stay), and text that changes without
 * a change in the look (the "Last updated" date, taken from git) is masked.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'quickstart', path: '/quickstart' },
];
const VARIANTS = [
  { name: 'light', width: 1280, height: 800, scheme: 'light' as const },
  { name: 'dark', width: 1280, height: 800, scheme: 'dark' as const },
  { name: 'mobile', width: 390, height: 844, scheme: 'light' as const },
];

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Every image decoded, so none lands half-drawn.
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => undefined)));
  });
}

for (const target of PAGES) {
  for (const variant of VARIANTS) {
    test(`${target.name} looks as reviewed: ${variant.name}`, async ({ page }) => {
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.emulateMedia({ colorScheme: variant.scheme, reducedMotion: 'reduce' });
      await page.goto(target.path);
      await expect(page.locator('html')).toHaveClass(variant.scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await settle(page);
      await expect(page).toHaveScreenshot(`${target.name}-${variant.name}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('.last-updated')],
        // Anti-aliasing differs by a few pixels between runs of the same Chromium; a real change
        // in the look (a colour, a margin, a font) moves far more than 1 % of the pixels.
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
