import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageSource } from './page-source';

describe('readPageSource: one read and parse per page file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-page-source-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('splits the frontmatter and gives every later consumer the same parsed result', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: Hello\n---\n\n# Body\n');
    const first = readPageSource(file);
    expect(first.data.title).toBe('Hello');
    expect(first.body.trim()).toBe('# Body');
    expect(readPageSource(file)).toBe(first);
  });

  it('reads the file again once it changed (an edit under next dev, a deployment)', () => {
    const file = path.join(dir, 'edited.mdx');
    writeFileSync(file, '---\ntitle: Before\n---\nx\n');
    const before = readPageSource(file);
    writeFileSync(file, '---\ntitle: After, longer\n---\nx\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const after = readPageSource(file);
    expect(after).not.toBe(before);
    expect(after.data.title).toBe('After, longer');
  });
});
