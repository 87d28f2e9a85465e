import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsConfig } from './load';

const fixture = path.resolve('test/fixtures/reader-site');

/** Issue 13: the reader settings Lectern now acts on are no longer "accepted but not acted on". */
describe('reader settings in docs.json', () => {
  it('fonts, contextual, metadata and footer load with no problem at all', async () => {
    const loaded = await loadDocsConfig(fixture);
    expect(loaded.problems).toEqual([]);
  });

  it('a contextual option that does not exist is a located error', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-reader-'));
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({ name: 'x', contextual: { options: ['copy', 'chatgtp'] }, navigation: { pages: ['index'] } }),
    );
    await writeFile(path.join(dir, 'index.mdx'), '# Hi\n');
    const loaded = await loadDocsConfig(dir);
    await rm(dir, { recursive: true, force: true });
    expect(loaded.problems.map((p) => [p.severity, p.path])).toContainEqual(['error', 'contextual.options[1]']);
  });
});
