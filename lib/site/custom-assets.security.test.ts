import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectCustomAssets, getCustomAsset } from './custom-assets';

/**
 * Serving `.css` and `.js` from the docs folder must not serve every such file: only the ones the
 * site includes on its pages. A request that walks out of the folder, into a dot folder or an
 * ignored one (a dependency's code, a build output) gets nothing.
 */
describe('getCustomAsset refuses what the site does not include', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-assets-sec-'));
  const docsDir = path.join(root, 'docs');
  const files: Record<string, string> = {
    'docs/custom.css': 'p{}',
    'docs/.secret/keys.js': 'k',
    'docs/node_modules/pkg/index.js': 'n',
    'docs/dist/app.js': 'd',
    'outside.js': 'o',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const site = { docsDir, assets: collectCustomAssets(docsDir) };
  const refused = [
    '../outside.js',
    '..%2Foutside.js',
    '%2E%2E/outside.js',
    '.secret/keys.js',
    '%2Esecret/keys.js',
    'node_modules/pkg/index.js',
    'dist/app.js',
    'custom.css/../../outside.js',
    'CUSTOM.CSS',
    'custom.css%00.js',
  ];
  for (const urlPath of refused) {
    it(`refuses ${urlPath}`, () => expect(getCustomAsset(site, urlPath)).toBeNull());
  }
  it('serves the included file', () => expect(getCustomAsset(site, 'custom.css')?.file).toBe(path.join(docsDir, 'custom.css')));
});
