import { describe, expect, it } from 'vitest';
import { getEditorGroups, isEditor } from './editors';
import { ANONYMOUS, type Viewer } from './viewer';

describe('getEditorGroups', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['editors', ['editors']],
    [' a , b ,,c ', ['a', 'b', 'c']],
  ])('LECTERN_EDITOR_GROUPS=%j → %j', (value, want) => {
    expect(getEditorGroups({ LECTERN_EDITOR_GROUPS: value })).toEqual(want);
  });
});

describe('isEditor', () => {
  const member = (groups: string[]): Viewer => ({ signedIn: true, groups });
  it.each([
    ['a signed-in member of an editors group', member(['docs', 'editors']), ['editors'], true],
    ['a member of the second editors group', member(['writers']), ['editors', 'writers'], true],
    ['a signed-in reader outside the editors groups', member(['readers']), ['editors'], false],
    ['a signed-in reader when no editors group is set', member(['editors']), [], false],
    ['the signed-out reader', ANONYMOUS, ['editors'], false],
    ['a signed-out reader claiming the group', { signedIn: false, groups: ['editors'] }, ['editors'], false],
  ])('%s → %s', (_, viewer, groups, want) => {
    expect(isEditor(viewer, groups)).toBe(want);
  });
});
