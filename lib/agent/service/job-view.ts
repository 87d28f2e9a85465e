import { toIso } from '../time';
import type { AgentJob, JobRow } from '../types';

/**
 * The job as clients see it: Mintlify's fields, then ours (docs/agent-api.md "Resources"). `error` shows only on
 * a failed job, so a job that recovered through a follow-up never shows a stale failure.
 */
export function toAgentJob(row: JobRow): AgentJob {
  return {
    id: row.id,
    status: row.status,
    source: { repository: publicRepository(row.repository), ref: row.working_branch },
    model: row.model,
    prLink: row.pr_url,
    createdAt: toIso(row.created_at)!,
    archivedAt: toIso(row.archived_at),
    updatedAt: toIso(row.updated_at)!,
    baseRef: row.base_branch,
    summary: row.summary,
    pendingMessages: row.pending_messages,
    error: row.status === 'failed' && row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
  };
}

/**
 * Jobs created before repositories were stored redacted (service/jobs.ts) hold the local bare
 * repository's absolute `file://` URL; a client sees it under `<data>` like newer ones.
 */
function publicRepository(repository: string): string {
  if (!repository.startsWith('file://') || repository.startsWith('file://<data>/')) return repository;
  return `file://<data>/repos/${repository.split('/').pop()}`;
}
