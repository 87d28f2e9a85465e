import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPageFile, pageUrl } from './page-file';

describe('findPageFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-pages-'));
  mkdirSync(path.join(dir, 'guides'));
  mkdirSync(path.join(dir, 'content', 'guides'), { recursive: true });
  writeFileSync(path.join(dir, 'guides', 'a.mdx'), '');
  writeFileSync(path.join(dir, 'guides', 'b.md'), '');
  writeFileSync(path.join(dir, 'content', 'guides', 'a.mdx'), '');
  writeFileSync(path.join(dir, 'content', 'guides', 'c.mdx'), '');

  it.each([
    ['guides/a', 'guides/a.mdx'],
    ['/guides/a', 'guides/a.mdx'],
    ['guides/b', 'guides/b.md'],
    ['guides/c', 'content/guides/c.mdx'],
    ['guides/missing', null],
    ['../etc/passwd', null],
  ])('%s → %s', (entry, want) => expect(findPageFile(dir, entry)).toBe(want));
});

describe('pageUrl', () => {
  it.each([
    ['index', '/'],
    ['quickstart', '/quickstart'],
    ['/guides/intro', '/guides/intro'],
    ['es/index', '/es'],
  ])('%s → %s', (entry, want) => expect(pageUrl(entry)).toBe(want));
});
