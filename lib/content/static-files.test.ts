import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticFile } from './static-files';

describe('resolveStaticFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-static-'));
  mkdirSync(path.join(dir, 'images'));
  mkdirSync(path.join(dir, 'content', 'logo'), { recursive: true });
  writeFileSync(path.join(dir, 'images', 'a.png'), 'x');
  writeFileSync(path.join(dir, 'content', 'logo', 'l.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'docs.json'), '{}');
  writeFileSync(path.join(dir, 'page.mdx'), '');

  it('serves media from the folder and from content/', () => {
    expect(resolveStaticFile(dir, 'images/a.png')?.type).toBe('image/png');
    expect(resolveStaticFile(dir, 'logo/l.svg')?.file).toBe(path.join(dir, 'content', 'logo', 'l.svg'));
  });

  it.each(['docs.json', 'page.mdx', '../images/a.png', 'images/../../x.png', '.git/config', '%2e%2e/x.png', 'images/missing.png', '%E0%A4%A'])('refuses %s', (p) => {
    expect(resolveStaticFile(dir, p)).toBeNull();
  });
});
