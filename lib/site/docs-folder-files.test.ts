import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listDocsFolderFiles } from './docs-folder-files';
import { loadSite } from './load-site';

const root = mkdtempSync(path.join(tmpdir(), 'lectern-folder-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const PAGE = '---\ntitle: T\n---\n\nText.\n';
const MINT_PACKAGE = JSON.stringify({ name: 'docs', scripts: { dev: 'mint dev' }, devDependencies: { mint: '^4' } });

describe('listDocsFolderFiles', () => {
  it('lists a Mintlify folder whole when it has a package.json for the mint CLI and no content/', () => {
    const dir = folder('mint-cli', {
      'package.json': MINT_PACKAGE,
      'docs.json': '{}',
      'index.mdx': PAGE,
      'guides/unlisted.mdx': PAGE,
      'node_modules/mint/readme.mdx': PAGE,
    });
    expect(listDocsFolderFiles(dir, /\.mdx$/)).toEqual(['guides/unlisted.mdx', 'index.mdx']);
  });

  it('lists only content/ of a code project (a package.json and a content/ folder)', () => {
    const dir = folder('project', {
      'package.json': '{}',
      'docs.json': '{}',
      'content/index.mdx': PAGE,
      'test/fixture.mdx': PAGE,
      'lib/notes.mdx': PAGE,
    });
    expect(listDocsFolderFiles(dir, /\.mdx$/)).toEqual(['content/index.mdx']);
  });

  it('lists a Mintlify folder whole when it has a package.json and a content/ folder of pages beside its root pages', () => {
    const dir = folder('mint-content', {
      'package.json': MINT_PACKAGE,
      'docs.json': '{}',
      'index.mdx': PAGE,
      'content/guide.mdx': PAGE,
      'style.css': 'p{}',
    });
    expect(listDocsFolderFiles(dir, /\.(mdx|css)$/)).toEqual(['content/guide.mdx', 'index.mdx', 'style.css']);
  });

  it('lists nothing for a folder that does not exist', () => {
    expect(listDocsFolderFiles(path.join(root, 'absent'), /./)).toEqual([]);
  });
});

describe('a Mintlify site with a package.json', () => {
  it('serves its unlisted pages as it does without one', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } }),
      'index.mdx': PAGE,
      'guides/unlisted.mdx': PAGE,
    };
    const without = await loadSite(folder('plain', files));
    const withPackage = await loadSite(folder('with-package', { ...files, 'package.json': MINT_PACKAGE }));
    expect(without.routes.map((r) => r.url).sort()).toEqual(['/', '/guides/unlisted']);
    expect(withPackage.routes.map((r) => r.url).sort()).toEqual(['/', '/guides/unlisted']);
  });
});
