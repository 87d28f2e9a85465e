import { logError } from '../log-error';
import { modelConfigProblem } from '../providers/model/model';
import { RunStop } from '../providers/model/run-agent';
import type { AgentRuntime } from '../agent-runtime';
import { setJobSummary } from '../store/job-results';
import { insertAgentMessage } from '../store/messages';
import { redactServerPaths, serverRoots } from '../service/redact-paths';
import { recordEvent } from '../store/events';
import { getProject } from '../store/projects';
import { endRun, heartbeat, type Lease } from '../store/runs';
import type { RunRow } from '../types';
import { LeaseLost, RunFailure, parseCheckpoint } from './checkpoint';
import { removeWorkspace, runSteps, workspaceDir } from './run-steps';

/**
 * Executes one claimed run to an end state: heartbeats the lease (and picks up archive
 * requests), enforces the wall-clock budget, runs the checkpointed steps, and records the result
 * under the fence. Transient failures go back to the queue with exponential back-off while
 * attempts remain; a lost lease writes nothing (docs/agent-api.md "The worker").
 */
export async function executeRun(rt: AgentRuntime, run: RunRow, lease: Lease, shutdown: AbortSignal): Promise<void> {
  const { env } = rt;
  const abort = new AbortController();
  const stop = (code: RunStop['code'], message: string) => !abort.signal.aborted && abort.abort(new RunStop(code, message));
  const beat = setInterval(() => {
    heartbeat(rt, lease, env.leaseMs).then(
      (state) => {
        if (!state) stop('lease_lost', 'The lease was lost.');
        else if (state.cancelRequested) stop('cancelled', 'The job was archived while the run was in progress.');
      },
      (error: Error) => console.error('[lectern worker] heartbeat failed:', error.message),
    );
  }, env.heartbeatMs);
  const timeout = setTimeout(
    () => stop('run_timeout', `The run took longer than ${Math.round(env.runTimeoutMs / 1000)} s.`),
    env.runTimeoutMs,
  );
  const onShutdown = () => stop('shutdown', 'The worker is shutting down.');
  shutdown.addEventListener('abort', onShutdown, { once: true });
  const workspace = workspaceDir(rt, run);
  try {
    await execute(rt, run, lease, abort, workspace);
  } catch (error) {
    await settleError(rt, run, lease, error);
  } finally {
    clearInterval(beat);
    clearTimeout(timeout);
    shutdown.removeEventListener('abort', onShutdown);
    removeWorkspace(workspace);
  }
}

async function execute(rt: AgentRuntime, run: RunRow, lease: Lease, abort: AbortController, workspace: string): Promise<void> {
  const project = await getProject(rt, run.project_id);
  if (!project) throw new RunFailure('internal_error', `Project ${run.project_id} no longer exists.`);
  if (lease.attempt > run.max_attempts) {
    throw new RunFailure(
      'max_attempts_exceeded',
      `The run was interrupted ${run.max_attempts} times (worker crashes or lost leases); send a follow-up message to try again.`,
    );
  }
  const cp = parseCheckpoint(run.checkpoint_json);
  const problem = cp.step === 'start' || cp.step === 'prepared' || cp.step === 'agentDone' ? modelConfigProblem(rt.env) : null;
  if (problem) throw new RunFailure('model_unavailable', problem);
  const result = await runSteps({ rt, run, lease, project, abort, workspace });
  const ended = await endRun(rt, lease, { state: 'succeeded', usage: result.usage }, async (t) => {
    await insertAgentMessage(t, run.job_id, run.seq, result.summary);
    await setJobSummary(t, run.job_id, result.summary);
  });
  if (ended) await recordEvent(rt, run.job_id, run.id, 'run_succeeded');
}

/** Records how a run ended after an error: failed, cancelled, retried later, handed back, or (lease lost) nothing. */
async function settleError(rt: AgentRuntime, run: RunRow, lease: Lease, error: unknown): Promise<void> {
  if (error instanceof LeaseLost || (error instanceof RunFailure && error.code === 'lease_lost')) {
    console.warn(`[lectern worker] run ${run.id}: lease lost, leaving it to its new owner`);
    return;
  }
  const failure = await redacted(rt, run, toFailure(error));
  const now = rt.now();
  if (failure.code === 'shutdown') {
    await endRun(rt, lease, { state: 'queued', runAfter: now, code: 'shutdown', message: failure.message, refundAttempt: true });
    return;
  }
  if (failure.code === 'cancelled') {
    await endRun(rt, lease, { state: 'cancelled', code: 'cancelled', message: failure.message });
    return;
  }
  if (failure.retryable && lease.attempt < run.max_attempts) {
    const backoff = Math.min(5 * 60_000, rt.env.retryBaseMs * 2 ** (lease.attempt - 1));
    const jitter = Math.floor(Math.random() * Math.min(1000, backoff / 4 + 1));
    await endRun(rt, lease, { state: 'queued', runAfter: now + backoff + jitter, code: failure.code, message: failure.message });
    await recordEvent(rt, run.job_id, run.id, 'run_retry', { code: failure.code, attempt: lease.attempt });
    return;
  }
  await endRun(rt, lease, { state: 'failed', code: failure.code, message: failure.message });
  await recordEvent(rt, run.job_id, run.id, 'run_failed', { code: failure.code });
}

/**
 * The failure with the server's directories replaced (`<data>`, `<repository>`…): git and file
 * system errors quote absolute paths, and the message becomes the job's `error.message`.
 */
async function redacted(rt: AgentRuntime, run: RunRow, failure: RunFailure): Promise<RunFailure> {
  const projectSource = (await getProject(rt, run.project_id))?.repo_url;
  const roots = serverRoots({ dataDir: rt.env.dataDir, docsDir: rt.env.docsDir, projectSource });
  const message = redactServerPaths(failure.message, roots);
  return message === failure.message ? failure : new RunFailure(failure.code, message, failure.retryable);
}

function toFailure(error: unknown): RunFailure {
  if (error instanceof RunFailure) return error;
  if (error instanceof RunStop) return new RunFailure(error.code, error.message, error.code === 'shutdown');
  const name = (error as Error)?.name;
  if (name === 'GitError') {
    return new RunFailure('repository_unavailable', (error as Error).message, (error as { transport?: boolean }).transport === true);
  }
  if (name === 'AbortError') return new RunFailure('run_timeout', 'The run was aborted.');
  logError(`run failed unexpectedly`, error);
  return new RunFailure('internal_error', 'The run failed unexpectedly; see the worker log.');
}
