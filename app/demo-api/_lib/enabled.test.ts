import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDemoApiEnabled } from './enabled';

const root = mkdtempSync(path.join(os.tmpdir(), 'lectern-demo-'));
const project = path.join(root, 'lectern');
mkdirSync(path.join(project, 'test', 'fixtures', 'auth-site'), { recursive: true });
symlinkSync(project, path.join(root, 'link-to-project'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('isDemoApiEnabled', () => {
  it.each([
    ['the own site: DOCS_DIR unset', {}, true],
    ['the own site: DOCS_DIR empty', { DOCS_DIR: '' }, true],
    ['the own site: DOCS_DIR "."', { DOCS_DIR: '.' }, true],
    ['the own site: DOCS_DIR the absolute project root', { DOCS_DIR: project }, true],
    ['the own site: DOCS_DIR a symlink to the project root', { DOCS_DIR: path.join(root, 'link-to-project') }, true],
    ['the own site: DOCS_DIR with a trailing slash', { DOCS_DIR: `${project}/` }, true],
    ['another docs folder', { DOCS_DIR: 'test/fixtures/auth-site' }, false],
    ['a docs folder elsewhere', { DOCS_DIR: '/srv/docs' }, false],
    ['the parent of the project', { DOCS_DIR: '..' }, false],
    ['another folder, enabled explicitly', { DOCS_DIR: '/srv/docs', LECTERN_DEMO_API: '1' }, true],
    ['another folder, enabled with "true"', { DOCS_DIR: '/srv/docs', LECTERN_DEMO_API: 'true' }, true],
    ['the own site, disabled explicitly', { LECTERN_DEMO_API: '0' }, false],
    ['the own site, disabled with "no"', { LECTERN_DEMO_API: 'no' }, false],
    ['a typo in the flag fails closed', { LECTERN_DEMO_API: 'on' }, false],
    ['an empty flag is unset', { DOCS_DIR: '/srv/docs', LECTERN_DEMO_API: '' }, false],
  ])('%s', (_, env, want) => {
    expect(isDemoApiEnabled(env, project)).toBe(want);
  });
});
