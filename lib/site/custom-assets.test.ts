import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectCustomAssets, getCustomAsset } from './custom-assets';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-assets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('collectCustomAssets', () => {
  it('lists every .css and .js file in path order, skipping dot folders and the default ignored ones', () => {
    const dir = folder({
      'z.css': 'a{}',
      'a/b.css': 'b{}',
      'script.js': '1',
      'snippets/x.js': '2',
      'node_modules/m/i.js': '',
      'build/o.css': '',
      'dist/o.js': '',
      'temp/t.js': '',
      'tmp/t.css': '',
      '.github/g.js': '',
      'page.mdx': '',
    });
    const assets = collectCustomAssets(dir);
    expect(assets.styles.map((a) => a.path)).toEqual(['/a/b.css', '/z.css']);
    expect(assets.scripts.map((a) => a.path)).toEqual(['/script.js', '/snippets/x.js']);
    expect(assets.styles[1].href).toMatch(/^\/z\.css\?v=[0-9a-f]{12}$/);
  });

  it('reads only content/ of a code project, serving its files from the site root', () => {
    const dir = folder({ 'package.json': '{}', 'app/globals.css': '', 'e2e/x.js': '', 'content/custom.css': 'p{}' });
    expect(collectCustomAssets(dir).styles.map((a) => [a.file, a.path])).toEqual([['content/custom.css', '/custom.css']]);
  });

  it('reads the whole folder of a Mintlify site that has a package.json (for the mint CLI) and no content/', () => {
    const dir = folder({ 'package.json': '{"devDependencies":{"mint":"^4"}}', 'style.css': 'p{}', 'node_modules/m/x.css': '' });
    expect(collectCustomAssets(dir).styles.map((a) => a.path)).toEqual(['/style.css']);
  });

  it('serves only collected files, with their types', () => {
    const docsDir = folder({ 'custom.css': 'p{}', 'script.js': '1', 'node_modules/a.js': '' });
    const site = { docsDir, assets: collectCustomAssets(docsDir) };
    expect(getCustomAsset(site, 'custom.css')).toEqual({ file: path.join(docsDir, 'custom.css'), type: 'text/css; charset=utf-8' });
    expect(getCustomAsset(site, 'script.js')?.type).toBe('text/javascript; charset=utf-8');
    expect(getCustomAsset(site, 'node_modules/a.js')).toBeNull();
    expect(getCustomAsset(site, '%E0%A4%A')).toBeNull();
  });
});
