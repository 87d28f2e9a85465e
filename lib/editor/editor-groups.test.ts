import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsConfig } from '../config/load';
import { getEditorGroupsFor } from './editor-groups';

/** Issue 15: docs.json `editors` and `LECTERN_EDITOR_GROUPS`, and which one decides. */
describe('getEditorGroupsFor', () => {
  it.each([
    ['docs.json alone', { editors: { groups: ['docs', ' leads '] } }, {}, ['docs', 'leads']],
    ['the environment alone', null, { LECTERN_EDITOR_GROUPS: 'alpha,beta' }, ['alpha', 'beta']],
    ['both: the environment replaces docs.json', { editors: { groups: ['docs'] } }, { LECTERN_EDITOR_GROUPS: 'alpha' }, ['alpha']],
    ['a blank variable counts as unset', { editors: { groups: ['docs'] } }, { LECTERN_EDITOR_GROUPS: ' , ' }, ['docs']],
    ['neither: no editors', {}, {}, []],
    ['an empty list: no editors', { editors: { groups: [] } }, {}, []],
  ])('%s', (_, config, env, want) => {
    expect(getEditorGroupsFor(config, env)).toEqual(want);
  });
});

async function problemsOf(editors: unknown) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lectern-editors-'));
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: 'x', editors, navigation: { pages: ['index'] } }, null, 2));
  await writeFile(path.join(dir, 'index.mdx'), '# Hi\n');
  try {
    const loaded = await loadDocsConfig(dir);
    return { config: loaded.config, problems: loaded.problems.map((p) => [p.severity, p.path, p.message]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('docs.json `editors`', () => {
  it('loads a list of groups with no problem', async () => {
    const { config, problems } = await problemsOf({ groups: ['docs-team'] });
    expect(problems).toEqual([]);
    expect(config?.editors).toEqual({ groups: ['docs-team'] });
  });

  it.each([
    ['a string instead of a list', { groups: 'docs-team' }, 'editors.groups'],
    ['a blank group name', { groups: ['docs', ' '] }, 'editors.groups[1]'],
    ['a list where an object belongs', ['docs-team'], 'editors'],
  ])('%s is an error located at its path', async (_, editors, where) => {
    const { problems } = await problemsOf(editors);
    expect(problems.map(([severity, at]) => [severity, at])).toContainEqual(['error', where]);
  });

  it('a misspelt key is named with a suggestion', async () => {
    const { problems } = await problemsOf({ group: ['docs'] });
    expect(problems.flatMap(([, , message]) => message)).toContainEqual(expect.stringContaining('did you mean `groups`'));
  });
});
