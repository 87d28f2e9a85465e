import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findKey } from '../lib/agent/store/keys';
import { getProject } from '../lib/agent/store/projects';
import { makeDocsRepo, useTempRuntime } from '../test/agent/fixtures';
import { queryAll } from '../test/agent/query';

const root = path.resolve(__dirname, '..');
const env = useTempRuntime();
afterAll(() => env.cleanup());

function lectern(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), ...args], { cwd: root, encoding: 'utf8', env: process.env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('lectern project and keys', () => {
  it('has the default project out of the box and adds a local project from a repository', async () => {
    expect(lectern('project', 'list').stdout).toMatch(/^default {2}local /m);
    const repo = makeDocsRepo(path.join(env.dir, 'acme-docs'));
    const added = lectern('project', 'add', 'acme', '--repo', repo, '--docs-root', 'docs/');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(await getProject(env.rt(), 'acme')).toMatchObject({
      repo_provider: 'local',
      repo_url: repo,
      docs_root: 'docs',
      deployment_branch: 'main',
    });
    expect(lectern('project', 'add', 'acme', '--repo', repo).code).toBe(1);
    expect(lectern('project', 'add', 'bad', '--repo', repo, '--docs-root', '../x').stderr).toMatch(/--docs-root/);
  });

  it('derives owner and name for a GitHub project', async () => {
    const r = lectern('project', 'add', 'gh', '--repo', 'https://github.com/acme/docs.git', '--provider', 'github', '--branch', 'trunk');
    expect(r.code).toBe(0);
    expect(await getProject(env.rt(), 'gh')).toMatchObject({ repo_owner: 'acme', repo_name: 'docs', deployment_branch: 'trunk' });
  });

  it('prints a created key once, alone on stdout, and stores only its hash', async () => {
    const r = lectern('keys', 'create', '--project', 'acme');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^lec_[A-Za-z0-9_-]{43}\n$/);
    const token = r.stdout.trim();
    const key = (await findKey(env.rt(), token))!;
    expect(key.project_ids).toBe('["acme"]');
    expect(JSON.stringify(await queryAll(env.rt(), 'SELECT * FROM api_keys'))).not.toContain(token);
    expect(lectern('keys', 'list').stdout).toContain(token.slice(0, 8));
    expect(lectern('keys', 'revoke', key.id).code).toBe(0);
    expect(await findKey(env.rt(), token)).toBeUndefined();
  });

  it('refuses a key for an unknown project', () => {
    const r = lectern('keys', 'create', '--project', 'nope');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/lectern project add nope/);
  });
});
