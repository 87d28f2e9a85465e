/** Row shapes of the agent tables (docs/agent-api.md "Storage"), as the store reads them. */

export type JobStatus = 'active' | 'completed' | 'failed' | 'archived';
export type RunState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type ProviderKind = 'local' | 'github';

export type ProjectRow = {
  id: string;
  org_id: string;
  name: string;
  repo_provider: ProviderKind;
  repo_url: string;
  repo_owner: string | null;
  repo_name: string | null;
  api_base_url: string | null;
  deployment_branch: string;
  docs_root: string;
  allowed_exts_json: string | null;
  read_context_json: string | null;
  openapi_urls_json: string | null;
  model: string | null;
  pr_draft: number;
  created_at: number;
};

export type KeyRow = {
  id: string;
  org_id: string;
  name: string | null;
  token_sha256: string;
  display_hint: string;
  project_ids: string | null;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
};

export type JobRow = {
  id: string;
  project_id: string;
  status: JobStatus;
  repository: string;
  working_branch: string;
  branch_generation: number;
  base_branch: string;
  model: string;
  pr_url: string | null;
  pr_number: number | null;
  pr_state: string | null;
  summary: string | null;
  error_code: string | null;
  error_message: string | null;
  pending_messages: number;
  created_at: number;
  updated_at: number;
  archived_at: number | null;
  version: number;
  webhook_url: string | null;
};

export type RunRow = {
  id: string;
  job_id: string;
  project_id: string;
  message_id: string;
  seq: number;
  state: RunState;
  attempt: number;
  max_attempts: number;
  run_after: number;
  lease_owner: string | null;
  lease_expires_at: number | null;
  heartbeat_at: number | null;
  cancel_requested_at: number | null;
  started_at: number | null;
  finished_at: number | null;
  error_code: string | null;
  error_message: string | null;
  checkpoint_json: string;
  usage_json: string | null;
};

export type MessageRow = { id: string; job_id: string; seq: number; role: 'user' | 'agent'; content: string; created_at: number };

/** The job as the API shows it: Mintlify's fields first, then ours (docs/agent-api.md "Resources"). */
export type AgentJob = {
  id: string;
  status: JobStatus;
  source: { repository: string; ref: string };
  model: string;
  prLink: string | null;
  createdAt: string;
  archivedAt: string | null;
  updatedAt: string;
  baseRef: string;
  summary: string | null;
  pendingMessages: number;
  error: { code: string; message: string } | null;
};
