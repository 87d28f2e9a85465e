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
  return lecternWith(process.env, ...args);
}

function lecternWith(environment: NodeJS.ProcessEnv, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), ...args], { cwd: root, encoding: 'utf8', env: environment });
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

  it('adds a local project on PostgreSQL only when the data folder is declared shared (issue 14)', async () => {
    const repo = makeDocsRepo(path.join(env.dir, 'solo-docs'));
    const unshared = { ...process.env };
    delete unshared.LECTERN_DATA_DIR_SHARED;
    const r = lecternWith(unshared, 'project', 'add', 'solo', '--repo', repo, '--docs-root', 'docs');
    if (env.rt().db.dialect === 'sqlite') {
      // SQLite: the database is in the data folder too, so one machine is the whole deployment.
      expect(r.code).toBe(0);
      return;
    }
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/DATABASE_URL is PostgreSQL, and the local provider keeps repositories in this data folder/);
    expect(r.stderr).toMatch(/use --provider github, or, .*LECTERN_DATA_DIR_SHARED=1/);
    expect(await getProject(env.rt(), 'solo')).toBeUndefined();
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
