import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeDocsRepo, sh } from '../../../../test/agent/fixtures';
import { publishSeed, seedBareRepo } from './local-seed';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-seed-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const source = makeDocsRepo(path.join(dir, 'src'));
const branches = (bare: string) => sh(bare, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n');

it('a seed that finishes after another was put in place is dropped: the repository, and what runs pushed to it, stay', async () => {
  const bare = path.join(dir, 'repos', 'a.git');
  await seedBareRepo(bare, source, 'main');
  sh(bare, 'branch', 'docs-agent/first', 'main'); // a run of the first seeder's worker pushed already
  // A second worker found no repository a moment ago and has just finished its own clone.
  const late = `${bare}.tmp-late`;
  sh(dir, 'clone', '--bare', '--quiet', '--', source, late);
  await publishSeed(late, bare);
  expect(branches(bare)).toEqual(['docs-agent/first', 'main']);
});

it('a leftover folder without a repository under the name is replaced by the seed', async () => {
  const bare = path.join(dir, 'repos', 'b.git');
  mkdirSync(bare, { recursive: true });
  writeFileSync(path.join(bare, 'junk'), 'half-made');
  await seedBareRepo(bare, source, 'main');
  expect(sh(bare, 'rev-parse', 'refs/heads/main')).toBe(sh(source, 'rev-parse', 'HEAD'));
});
