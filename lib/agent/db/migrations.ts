import { FEEDBACK_MIGRATION } from './migration-feedback';

/**
 * Schema migrations, applied in order by migrate.ts and recorded in `schema_migrations`: the one
 * definition for both databases. The SQL is kept to what SQLite and PostgreSQL both accept (TEXT,
 * BIGINT ms timestamps, INTEGER flags, partial indexes), one statement per `;` at a line's end
 * (docs/agent-api.md "Storage"). Never edit a shipped migration: add a new one.
 */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'agent job API',
    sql: `
CREATE TABLE orgs (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at BIGINT NOT NULL);

CREATE TABLE projects (
  id TEXT PRIMARY KEY, org_id TEXT NOT NULL REFERENCES orgs(id), name TEXT NOT NULL,
  repo_provider TEXT NOT NULL, repo_url TEXT NOT NULL, repo_owner TEXT, repo_name TEXT,
  api_base_url TEXT, deployment_branch TEXT NOT NULL, docs_root TEXT NOT NULL,
  allowed_exts_json TEXT, read_context_json TEXT, openapi_urls_json TEXT,
  model TEXT, pr_draft INTEGER NOT NULL DEFAULT 0, created_at BIGINT NOT NULL);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY, org_id TEXT NOT NULL REFERENCES orgs(id), name TEXT,
  token_sha256 TEXT NOT NULL UNIQUE, display_hint TEXT NOT NULL, project_ids TEXT,
  created_at BIGINT NOT NULL, last_used_at BIGINT, revoked_at BIGINT);

CREATE TABLE agent_jobs (
  id TEXT PRIMARY KEY, project_id TEXT NOT NULL REFERENCES projects(id), status TEXT NOT NULL,
  repository TEXT NOT NULL, working_branch TEXT NOT NULL, branch_generation INTEGER NOT NULL DEFAULT 1,
  base_branch TEXT NOT NULL, model TEXT NOT NULL,
  pr_url TEXT, pr_number INTEGER, pr_state TEXT, summary TEXT, error_code TEXT, error_message TEXT,
  pending_messages INTEGER NOT NULL DEFAULT 0, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL,
  archived_at BIGINT, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX agent_jobs_list ON agent_jobs (project_id, created_at DESC, id DESC);

CREATE TABLE agent_messages (
  id TEXT PRIMARY KEY, job_id TEXT NOT NULL REFERENCES agent_jobs(id), seq INTEGER NOT NULL,
  role TEXT NOT NULL, content TEXT NOT NULL, created_at BIGINT NOT NULL, UNIQUE (job_id, seq, role));

CREATE TABLE agent_runs (
  id TEXT PRIMARY KEY, job_id TEXT NOT NULL REFERENCES agent_jobs(id), project_id TEXT NOT NULL,
  message_id TEXT NOT NULL REFERENCES agent_messages(id), seq INTEGER NOT NULL, state TEXT NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 0, max_attempts INTEGER NOT NULL, run_after BIGINT NOT NULL,
  lease_owner TEXT, lease_expires_at BIGINT, heartbeat_at BIGINT, cancel_requested_at BIGINT,
  started_at BIGINT, finished_at BIGINT, error_code TEXT, error_message TEXT,
  checkpoint_json TEXT NOT NULL DEFAULT '{}', usage_json TEXT, UNIQUE (job_id, seq));
CREATE UNIQUE INDEX agent_runs_one_running ON agent_runs (job_id) WHERE state = 'running';
CREATE INDEX agent_runs_claim ON agent_runs (state, run_after);
CREATE INDEX agent_runs_project ON agent_runs (project_id, state);

CREATE TABLE agent_events (
  id TEXT PRIMARY KEY, job_id TEXT NOT NULL, run_id TEXT, at BIGINT NOT NULL, type TEXT NOT NULL, data_json TEXT);
CREATE INDEX agent_events_job ON agent_events (job_id, at);

CREATE TABLE agent_pull_requests (
  job_id TEXT NOT NULL, number INTEGER NOT NULL, url TEXT NOT NULL, head TEXT NOT NULL, base TEXT NOT NULL,
  state TEXT NOT NULL, created_at BIGINT NOT NULL, PRIMARY KEY (job_id, number));

CREATE TABLE idempotency_keys (
  org_id TEXT NOT NULL, project_id TEXT NOT NULL, key TEXT NOT NULL, method_path TEXT NOT NULL,
  request_sha256 TEXT NOT NULL, state TEXT NOT NULL, status INTEGER, response_headers TEXT, response_body TEXT,
  created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, PRIMARY KEY (org_id, project_id, key));
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

CREATE TABLE rate_limit_buckets (
  bucket_key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count_current INTEGER NOT NULL, count_previous INTEGER NOT NULL);

CREATE TABLE deployments (
  id TEXT PRIMARY KEY, project_id TEXT NOT NULL REFERENCES projects(id), status TEXT NOT NULL,
  trigger_source TEXT NOT NULL, created_at BIGINT NOT NULL, started_at BIGINT, ended_at BIGINT,
  summary TEXT, logs_json TEXT NOT NULL DEFAULT '[]', commit_json TEXT, spec_results_json TEXT,
  lease_owner TEXT, lease_expires_at BIGINT, attempt INTEGER NOT NULL DEFAULT 0);
CREATE INDEX deployments_project ON deployments (project_id, status);

CREATE TABLE spec_snapshots (
  project_id TEXT NOT NULL, url TEXT NOT NULL, etag TEXT, last_modified TEXT, sha256 TEXT NOT NULL,
  body TEXT NOT NULL, fetched_at BIGINT NOT NULL, PRIMARY KEY (project_id, url));

CREATE TABLE site_builds (
  id TEXT PRIMARY KEY, project_id TEXT NOT NULL, deployment_id TEXT NOT NULL, specs_json TEXT NOT NULL,
  is_current INTEGER NOT NULL DEFAULT 0, created_at BIGINT NOT NULL);
CREATE UNIQUE INDEX site_builds_current ON site_builds (project_id) WHERE is_current = 1;

CREATE TABLE local_pull_requests (
  project_id TEXT NOT NULL, number INTEGER NOT NULL, head TEXT NOT NULL, base TEXT NOT NULL,
  base_sha TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, state TEXT NOT NULL, merged_sha TEXT,
  created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (project_id, number));
CREATE INDEX local_pull_requests_head ON local_pull_requests (project_id, head);
`,
  },
  {
    version: 2,
    name: 'rate limit charge in one statement',
    sql: 'ALTER TABLE rate_limit_buckets ADD COLUMN last_charged INTEGER NOT NULL DEFAULT 0;',
  },
  FEEDBACK_MIGRATION,
  {
    // Version 3 is left to the feedback table (issue 13), written in parallel.
    version: 4,
    name: 'job completion webhooks',
    sql: `
ALTER TABLE agent_jobs ADD COLUMN webhook_url TEXT;

CREATE TABLE agent_webhook_deliveries (
  id TEXT PRIMARY KEY, job_id TEXT NOT NULL REFERENCES agent_jobs(id), project_id TEXT NOT NULL,
  event TEXT NOT NULL, url TEXT NOT NULL, payload TEXT, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL, lease_expires_at BIGINT, last_status INTEGER, last_error TEXT,
  created_at BIGINT NOT NULL, delivered_at BIGINT);
CREATE INDEX agent_webhook_deliveries_due ON agent_webhook_deliveries (state, next_attempt_at);
CREATE INDEX agent_webhook_deliveries_job ON agent_webhook_deliveries (job_id, created_at);
`,
  },
  {
    // Issue 14: site replicas on other machines read the published build from here, not from a folder.
    version: 5,
    name: 'served site build marker',
    sql: `
CREATE TABLE served_site_build (
  site TEXT PRIMARY KEY, build_id TEXT NOT NULL, project_id TEXT NOT NULL, published_at BIGINT NOT NULL);
`,
  },
];
