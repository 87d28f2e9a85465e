import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsFingerprint } from './docs-fingerprint';

describe('docsFingerprint', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-fingerprint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'docs.json'), '{}');
  mkdirSync(path.join(dir, 'guides'));
  writeFileSync(path.join(dir, 'guides/a.mdx'), '# A');

  it('stays the same while nothing changes, and changes on an edit, a new file and a deletion', () => {
    const first = docsFingerprint(dir);
    expect(docsFingerprint(dir)).toBe(first);

    writeFileSync(path.join(dir, 'guides/a.mdx'), '# A, edited');
    utimesSync(path.join(dir, 'guides/a.mdx'), new Date(), new Date(Date.now() + 5000));
    const edited = docsFingerprint(dir);
    expect(edited).not.toBe(first);

    writeFileSync(path.join(dir, 'guides/b.mdx'), '# B');
    const added = docsFingerprint(dir);
    expect(added).not.toBe(edited);

    rmSync(path.join(dir, 'guides/b.mdx'));
    expect(docsFingerprint(dir)).toBe(edited);
  });

  it('sees docs.json of a project folder, whose pages live in content/', () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'lectern-fingerprint-project-'));
    try {
      writeFileSync(path.join(project, 'package.json'), '{}');
      writeFileSync(path.join(project, 'docs.json'), '{}');
      mkdirSync(path.join(project, 'content'));
      writeFileSync(path.join(project, 'content/index.mdx'), '# Home');
      const before = docsFingerprint(project);
      writeFileSync(path.join(project, 'docs.json'), '{"name":"Renamed"}');
      expect(docsFingerprint(project)).not.toBe(before);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
