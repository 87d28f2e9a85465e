import { ApiError } from '../../http/api-error';
import { JOB_ID_PATTERN } from '../ids';
import type { AgentRuntime } from '../agent-runtime';
import { setArchived } from '../store/archive';
import { countQueuedRuns, getJob, insertJob, insertRun, lastSeq, recomputeJob } from '../store/jobs';
import type { JobRow, ProjectRow } from '../types';
import { repositoryUrlOf } from '../providers/repo/describe';
import { redactServerPaths, serverRoots } from './redact-paths';

/** The job, or 404 `job_not_found` (a malformed id is just another unknown id: docs/agent-api.md "Bodies and validation"). */
export async function getJobOrThrow(rt: AgentRuntime, project: ProjectRow, jobId: string): Promise<JobRow> {
  const job = JOB_ID_PATTERN.test(jobId) ? await getJob(rt, project.id, jobId) : undefined;
  if (!job) throw new ApiError('job_not_found', `No agent job '${jobId.slice(0, 64)}' exists in project '${project.id}'.`);
  return job;
}

/** Creates a job with run #1 queued (and its completion webhook, if any). Call inside a write transaction. */
export async function createJob(rt: AgentRuntime, project: ProjectRow, request: { prompt: string; webhookUrl?: string }): Promise<JobRow> {
  const cap = rt.env.maxQueuedRunsPerProject;
  if ((await countQueuedRuns(rt, project.id, cap)) >= cap) {
    throw new ApiError(
      'too_many_active_jobs',
      `Project '${project.id}' already has ${cap} queued runs; wait for some to finish.`,
      { retryAfter: 30 },
      { 'retry-after': '30' },
    );
  }
  return insertJob(rt, {
    projectId: project.id,
    // A local project's repository is a file:// URL into the data directory: shown as `<data>`.
    repository: redactServerPaths(repositoryUrlOf(rt, project), serverRoots({ dataDir: rt.env.dataDir })),
    baseBranch: project.deployment_branch,
    model: project.model ?? rt.env.model ?? 'unconfigured',
    prompt: request.prompt,
    maxAttempts: rt.env.maxAttempts,
    webhookUrl: request.webhookUrl,
  });
}

/**
 * Adds a follow-up run (docs/agent-api.md "Job states" and "From prompt to pull request"): queued behind a
 * running run, or making a completed or failed job active again. Archived jobs and full queues are 409s.
 */
export async function sendMessage(rt: AgentRuntime, project: ProjectRow, jobId: string, prompt: string): Promise<JobRow> {
  const job = await getJobOrThrow(rt, project, jobId);
  if (job.archived_at !== null) throw new ApiError('job_archived', `Agent job '${job.id}' is archived; it takes no more messages.`);
  const { maxPendingMessages, maxRunsPerJob, maxQueuedRunsPerProject } = rt.env;
  if (job.pending_messages >= maxPendingMessages) {
    throw new ApiError(
      'message_queue_full',
      `Agent job '${job.id}' already has ${maxPendingMessages} pending messages; wait for a run to finish.`,
    );
  }
  const seq = (await lastSeq(rt, job.id)) + 1;
  if (seq > maxRunsPerJob)
    throw new ApiError('message_queue_full', `Agent job '${job.id}' reached its limit of ${maxRunsPerJob} runs; create a new job.`);
  if ((await countQueuedRuns(rt, project.id, maxQueuedRunsPerProject)) >= maxQueuedRunsPerProject) {
    throw new ApiError(
      'message_queue_full',
      `Project '${project.id}' already has ${maxQueuedRunsPerProject} queued runs; wait for some to finish.`,
    );
  }
  await insertRun(rt, { jobId: job.id, projectId: project.id, seq, prompt, maxAttempts: rt.env.maxAttempts });
  await recomputeJob(rt, job.id);
  return (await getJob(rt, project.id, job.id))!;
}

/**
 * Archives a job (idempotent): queued runs are cancelled and a running run is asked to stop at
 * its next step; pushed commits and an open pull request are left alone (docs/agent-api.md "Job states").
 */
export async function archiveJob(rt: AgentRuntime, project: ProjectRow, jobId: string): Promise<JobRow> {
  const job = await getJobOrThrow(rt, project, jobId);
  if (job.archived_at !== null) return job;
  await setArchived(rt, job.id, rt.now());
  await recomputeJob(rt, job.id);
  return (await getJob(rt, project.id, job.id))!;
}

/** Back to `completed` or `failed` by the last run; never restarts one (docs/agent-api.md "Routes", optional). */
export async function unarchiveJob(rt: AgentRuntime, project: ProjectRow, jobId: string): Promise<JobRow> {
  const job = await getJobOrThrow(rt, project, jobId);
  if (job.archived_at === null) throw new ApiError('job_not_archived', `Agent job '${job.id}' is not archived.`);
  await setArchived(rt, job.id, null);
  await recomputeJob(rt, job.id);
  return (await getJob(rt, project.id, job.id))!;
}
