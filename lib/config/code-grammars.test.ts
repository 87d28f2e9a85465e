import { mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCodeGrammars } from './code-grammars';
import { loadDocsConfig } from './load';

const FIXTURE = path.resolve('test/fixtures/settings-site');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A docs folder with `files` written into it and a docs.json listing `custom` as its grammars. */
async function folder(files: Record<string, string>, custom: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lectern-grammars-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const config = { name: 'A', styling: { codeblocks: { languages: { custom } } }, navigation: { pages: ['index'] } };
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
  return dir;
}

describe('readCodeGrammars (styling.codeblocks.languages.custom)', () => {
  it('reads the fixture grammar, with or without a leading slash', () => {
    const read = readCodeGrammars(FIXTURE, ['grammars/widget-script.tmLanguage.json', '/grammars/widget-script.tmLanguage.json']);
    expect(read.problems).toEqual([]);
    expect(read.grammars.map((g) => [g.name, g.scopeName])).toEqual([
      ['widget-script', 'source.widget-script'],
      ['widget-script', 'source.widget-script'],
    ]);
  });

  it.each([
    // given files, the listed path, a piece of the message
    [{}, 'missing.json', 'no such file in the docs folder (looked for missing.json)'],
    [{ 'bad.json': '{ "name": ' }, 'bad.json', 'not valid JSON'],
    [{ 'list.json': '[]' }, 'list.json', 'a grammar is a JSON object'],
    [
      { 'half.json': '{ "name": "x" }' },
      'half.json',
      'the grammar has no `scopeName` (e.g. "source.lectern"), no `patterns` (an array of rules)',
    ],
    [{ 'alias.json': '{ "name": "x", "scopeName": "source.x", "patterns": [], "aliases": "y" }' }, 'alias.json', '`aliases` must be'],
    [{}, '../outside.json', 'the path leaves the docs folder'],
  ])('%j %s is a located error, never a crash', async (files, listed, piece) => {
    const dir = await folder(files, ['grammars/ok.json', listed]);
    await mkdir(path.join(dir, 'grammars'), { recursive: true });
    await writeFile(path.join(dir, 'grammars/ok.json'), JSON.stringify({ name: 'ok', scopeName: 'source.ok', patterns: [] }));
    const { problems } = await loadDocsConfig(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'docs.json',
        path: 'styling.codeblocks.languages.custom[1]',
        line: 8,
        message: expect.stringContaining(`custom language grammar "${listed}": ${piece}`),
      }),
    ]);
  });

  it('a link out of the docs folder is outside it too', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'lectern-outside-'));
    dirs.push(outside);
    await writeFile(path.join(outside, 'g.json'), JSON.stringify({ name: 'g', scopeName: 'source.g', patterns: [] }));
    const dir = await folder({}, ['linked.json']);
    await symlink(path.join(outside, 'g.json'), path.join(dir, 'linked.json'));
    expect(readCodeGrammars(dir, ['linked.json']).problems[0].message).toContain('links outside the docs folder');
  });
});
