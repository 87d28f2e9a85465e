import { execFileSync } from 'node:child_process';
import { expect, test } from '../fixtures';
import { CORPUS_SITES } from '../../playwright.corpus.config';

type Row = { url: string; kind: string; title: string };

/** 20 pages spread evenly over the site's route table (pages and API pages alike). */
function sample(site: string): Row[] {
  const out = execFileSync(process.execPath, ['bin/lectern.mjs', 'routes', '--json', '--dir', `../shared/corpus/docs-sites/${site}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const routes = (JSON.parse(out) as { routes: Row[] }).routes.filter((r) => r.kind !== 'schema');
  const step = Math.max(1, Math.floor(routes.length / 20));
  return routes.filter((_, i) => i % step === 0).slice(0, 20);
}

test.use({ missingAssetsOk: true });

test.skip(CORPUS_SITES.length === 0, 'no corpus builds: ../shared/corpus is absent (or the corpus builds were not run)');

for (const site of CORPUS_SITES) {
  test.describe(site.name, () => {
    for (const [i, row] of sample(site.name).entries()) {
      test(`page ${i + 1}: ${row.url}`, async ({ page }) => {
        const response = await page.goto(`http://127.0.0.1:${site.port}${encodeURI(row.url)}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('article h1, .page h1').first()).toBeVisible();
        await expect(page.locator('.render-error')).toHaveCount(0);
      });
    }
  });
}
