import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { listFeedback } from '../../feedback/store';
import { findKey, hashToken } from '../store/keys';
import { getJob, insertJob, listJobs } from '../store/jobs';
import { listMessages } from '../store/messages';
import { MIGRATIONS } from './migrations';

// A data folder made before Kysely (SQLite only: PostgreSQL support starts with Kysely). This is
// what the previous lib/agent/db/sqlite.ts did on open: each migration's SQL through exec() and a
// row in schema_migrations; the rows below are written with the SQL the old store used.
const env = useTempRuntime({ DATABASE_URL: undefined });
afterAll(() => env.cleanup());

function makeOldDataFolder(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
  for (const m of MIGRATIONS) {
    db.exec(m.sql);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, 1);
  }
  db.prepare('INSERT INTO orgs (id, name, created_at) VALUES (?, ?, ?)').run('org_default', 'default', 1);
  db.prepare(
    `INSERT INTO projects (id, org_id, name, repo_provider, repo_url, deployment_branch, docs_root, created_at)
     VALUES ('default', 'org_default', 'default', 'local', '/srv/docs', 'main', '.', 1)`,
  ).run();
  db.prepare(
    `INSERT INTO api_keys (id, org_id, name, token_sha256, display_hint, project_ids, created_at) VALUES ('key_OLD', 'org_default', NULL, ?, 'lec_abcd', NULL, 1)`,
  ).run(hashToken('lec_old-token'));
  db.prepare(
    `INSERT INTO agent_jobs (id, project_id, status, repository, working_branch, base_branch, model, created_at, updated_at)
     VALUES ('job_01OLD', 'default', 'completed', 'file:///x', 'docs-agent/job_01OLD', 'main', 'm', 1000, 2000)`,
  ).run();
  db.prepare(
    `INSERT INTO agent_messages (id, job_id, seq, role, content, created_at) VALUES ('msg_01OLD', 'job_01OLD', 1, 'user', 'Fix the typo', 1000)`,
  ).run();
  db.prepare(
    `INSERT INTO agent_runs (id, job_id, project_id, message_id, seq, state, max_attempts, run_after) VALUES ('run_01OLD', 'job_01OLD', 'default', 'msg_01OLD', 1, 'succeeded', 3, 1000)`,
  ).run();
  db.prepare(`INSERT INTO page_feedback (id, page, helpful, comment, created_at) VALUES ('fb_1', '/intro', 1, NULL, 5)`).run();
  db.close();
}

it('opens a data folder made by the SQL of the previous store and keeps its rows', async () => {
  makeOldDataFolder(path.join(env.dir, 'data', 'lectern.db'));
  const rt = env.rt();
  expect(rt.db.dialect).toBe('sqlite');
  expect(await getJob(rt, 'default', 'job_01OLD')).toMatchObject({
    status: 'completed',
    created_at: 1000,
    working_branch: 'docs-agent/job_01OLD',
  });
  expect(await listMessages(rt, 'job_01OLD', 10)).toEqual([
    { id: 'msg_01OLD', role: 'user', content: 'Fix the typo', created_at: 1000, run_state: 'succeeded' },
  ]);
  expect(await findKey(rt, 'lec_old-token')).toMatchObject({ id: 'key_OLD' });
  expect(await listFeedback(rt.db)).toEqual([{ id: 'fb_1', page: '/intro', helpful: 1, comment: null, created_at: 5 }]);
  // Nothing was re-applied, and the store writes beside the old rows.
  const versions = await rt.db.kx.selectFrom('schema_migrations').select(['version', 'applied_at']).execute();
  expect(versions).toEqual(MIGRATIONS.map((m) => ({ version: m.version, applied_at: 1 })));
  await rt.db.tx((db) =>
    insertJob(
      { ...rt, db },
      { projectId: 'default', repository: 'file:///x', baseBranch: 'main', model: 'm', prompt: 'More', maxAttempts: 3 },
    ),
  );
  expect(await listJobs(rt, { projectId: 'default', statuses: ['active', 'completed'], limit: 10 })).toHaveLength(2);
});
