import type { ColumnType } from 'kysely';
import type { JobRow, KeyRow, MessageRow, ProjectRow, RunRow } from '../types';

/** A column the database fills when an insert leaves it out (a DEFAULT): optional to insert, always read. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A row type whose `keys` have defaults in the schema. */
type WithDefaults<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: Defaulted<Row[P]> };

/**
 * Every table of the agent database as Kysely sees it (lib/agent/db/migrations.ts is the DDL): the
 * store is written once against these types and compiled to SQLite or PostgreSQL. Timestamps are
 * BIGINT milliseconds and flags are INTEGER 0/1 on both, so no value changes shape between dialects.
 */
export interface Database {
  schema_migrations: { version: number; name: string; applied_at: number };
  orgs: { id: string; name: string; created_at: number };
  projects: WithDefaults<ProjectRow, 'pr_draft'>;
  api_keys: KeyRow;
  agent_jobs: WithDefaults<JobRow, 'branch_generation' | 'pending_messages' | 'version'>;
  agent_messages: MessageRow;
  agent_runs: WithDefaults<RunRow, 'attempt' | 'checkpoint_json'>;
  agent_events: { id: string; job_id: string; run_id: string | null; at: number; type: string; data_json: string | null };
  agent_pull_requests: { job_id: string; number: number; url: string; head: string; base: string; state: string; created_at: number };
  local_pull_requests: {
    project_id: string;
    number: number;
    head: string;
    base: string;
    base_sha: string;
    title: string;
    body: string;
    state: 'open' | 'merged' | 'closed';
    merged_sha: string | null;
    created_at: number;
    updated_at: number;
  };
  idempotency_keys: {
    org_id: string;
    project_id: string;
    key: string;
    method_path: string;
    request_sha256: string;
    state: string;
    status: number | null;
    response_headers: string | null;
    response_body: string | null;
    created_at: number;
    expires_at: number;
  };
  rate_limit_buckets: { bucket_key: string; window_start: number; count_current: number; count_previous: number; last_charged: number };
  deployments: {
    id: string;
    project_id: string;
    status: 'queued' | 'in_progress' | 'success' | 'failure';
    trigger_source: string;
    created_at: number;
    started_at: number | null;
    ended_at: number | null;
    summary: string | null;
    logs_json: Defaulted<string>;
    commit_json: string | null;
    spec_results_json: string | null;
    lease_owner: string | null;
    lease_expires_at: number | null;
    attempt: Defaulted<number>;
  };
  spec_snapshots: {
    project_id: string;
    url: string;
    etag: string | null;
    last_modified: string | null;
    sha256: string;
    body: string;
    fetched_at: number;
  };
  served_site_build: {
    site: string;
    build_id: string;
    project_id: string;
    published_at: number;
  };
  site_builds: {
    id: string;
    project_id: string;
    deployment_id: string;
    specs_json: string;
    is_current: Defaulted<number>;
    created_at: number;
  };
  agent_webhook_deliveries: {
    id: string;
    job_id: string;
    project_id: string;
    event: 'job.completed' | 'job.failed';
    url: string;
    payload: string | null;
    state: 'pending' | 'delivered' | 'failed';
    attempts: Defaulted<number>;
    next_attempt_at: number;
    lease_expires_at: number | null;
    last_status: number | null;
    last_error: string | null;
    created_at: number;
    delivered_at: number | null;
  };
  page_feedback: { id: string; page: string; helpful: number; comment: string | null; created_at: number };
}
