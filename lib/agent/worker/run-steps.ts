import path from 'node:path';
import { rmSync } from 'node:fs';
import { languageModel } from '../providers/model/model';
import { buildMessages, buildSystemPrompt } from '../providers/model/prompt';
import { runAgent, RunStop } from '../providers/model/run-agent';
import { providerFor } from '../providers/repo';
import type { RepoProvider } from '../providers/repo/provider';
import type { AgentRuntime } from '../agent-runtime';
import { recordEvent } from '../store/events';
import { branchName, getJobById } from '../store/jobs';
import { getMessageContent, transcriptBefore } from '../store/messages';
import { moveToNextBranch, recordPullRequest, userPromptsUpTo } from '../store/job-results';
import { readContextOf } from '../store/projects';
import { isCancelRequested, saveCheckpoint, withFence, type Lease } from '../store/runs';
import { listSnapshots } from '../store/site-builds';
import { diffGate } from '../tools/gates';
import { loadNamedFiles } from '../tools/named-files';
import { Sandbox } from '../tools/sandbox';
import { findSecret } from '../tools/secret-gate';
import { buildTools, type ToolState } from '../tools/tools';
import { withToolEvents } from '../tools/tool-events';
import type { JobRow, ProjectRow, RunRow } from '../types';
import { LeaseLost, parseCheckpoint, RunFailure, type AgentDone, type Checkpoint, type Prepared } from './checkpoint';
import { createDocsGate } from './docs-check';
import { prBody, prTitle } from './pr-text';
import {
  addedLines,
  BranchMovedError,
  commitStaged,
  hasCommit,
  prepareWorkspace,
  pushCommit,
  stageChanges,
  type Remote,
} from './workspace';

export type StepContext = { rt: AgentRuntime; run: RunRow; lease: Lease; project: ProjectRow; abort: AbortController; workspace: string };
export type StepResult = { summary: string; usage?: object };

/**
 * The checkpointed steps of one run (docs/agent-api.md "From prompt to pull request" and "Checkpoints"): resume from the last checkpoint,
 * run the loop when nothing durable exists yet, then commit, push by compare-and-swap, ensure the
 * pull request. Every checkpoint write is fenced; a failed fence stops the run at once.
 */
export async function runSteps(c: StepContext): Promise<StepResult> {
  const provider = providerFor(c.rt, c.project);
  let cp = parseCheckpoint(c.run.checkpoint_json);
  const save = async <T extends Checkpoint>(next: T, name: string): Promise<T> => {
    if (!(await saveCheckpoint(c.rt, c.lease, next))) throw new LeaseLost();
    await testDelay(c.rt, name);
    return next;
  };
  const remote = await provider.remote(c.project).catch((e) => {
    throw new RunFailure('repository_unavailable', `The repository could not be opened: ${(e as Error).message}`, true);
  });

  for (;;) {
    if (cp.step === 'committed' && !(await hasCommit(c.workspace, cp.committed.commitSha))) {
      // The crash took the unpushed commit with its workspace: start over from a fresh one.
      cp = await save({ step: 'start', conflictRetries: cp.conflictRetries }, 'reset');
    }
    if (cp.step === 'start' || cp.step === 'prepared' || cp.step === 'agentDone') {
      const done = await agentPhase(c, provider, remote, cp.conflictRetries);
      if ('noChanges' in done) return { summary: done.summary, usage: done.usage };
      const worked = await save({ step: 'agentDone', conflictRetries: cp.conflictRetries, ...done }, 'agentDone');
      assertNotStopped(c);
      const commitSha = await commitStaged(c.workspace, prTitle(done.agentDone.summary), done.agentDone.summary, c.run.job_id);
      cp = await save({ ...worked, step: 'committed', committed: { commitSha } }, 'committed');
    }
    if (cp.step === 'committed') {
      try {
        await pushCommit({
          remote,
          dir: c.workspace,
          branch: cp.branch,
          expected: cp.prepared.expected,
          commitSha: cp.committed.commitSha,
          signal: c.abort.signal,
        });
      } catch (error) {
        if (!(error instanceof BranchMovedError)) throw error;
        if ((cp.conflictRetries ?? 0) >= 1)
          throw new RunFailure('branch_conflict', `The branch ${cp.branch} changed on the remote during the run, twice.`);
        cp = await save({ step: 'start', conflictRetries: 1 }, 'conflict');
        continue; // once more from the branch's new head
      }
      cp = await save({ ...cp, step: 'pushed', pushed: { remoteSha: cp.committed.commitSha } }, 'pushed');
    }
    break;
  }
  const job = (await getJobById(c.rt, c.run.job_id))!;
  if (cp.step === 'pushed') {
    const pr = await ensurePr(c, provider, job, cp);
    cp = await save({ ...cp, step: 'prEnsured', prEnsured: pr }, 'prEnsured');
  }
  return { summary: cp.agentDone.summary };
}

type AgentPhase = { noChanges: true; summary: string; usage?: object } | { branch: string; prepared: Prepared; agentDone: AgentDone };

/** Workspace, loop and gates: everything before the first durable side effect. */
async function agentPhase(
  c: StepContext,
  provider: RepoProvider,
  remote: Remote,
  conflictRetries: number | undefined,
): Promise<AgentPhase> {
  const branch = await currentBranch(c, provider);
  const job = (await getJobById(c.rt, c.run.job_id))!;
  let prepared;
  try {
    prepared = await prepareWorkspace({
      remote,
      dir: c.workspace,
      branch,
      baseBranch: job.base_branch,
      shallow: provider.kind !== 'local',
      signal: c.abort.signal,
    });
  } catch (error) {
    assertNotStopped(c);
    const transport = (error as { transport?: boolean }).transport === true;
    throw new RunFailure('repository_unavailable', `Could not check out ${job.base_branch}: ${(error as Error).message}`, transport);
  }
  if (
    !(await saveCheckpoint(c.rt, c.lease, {
      step: 'prepared',
      conflictRetries,
      branch,
      prepared: { headSha: prepared.headSha, expected: prepared.expectedRemoteSha },
    }))
  )
    throw new LeaseLost();
  const { env } = c.rt;
  const policy = { root: c.workspace, docsRoot: c.project.docs_root, readContext: readContextOf(c.project) };
  // What the repository names before the run: specs and $ref files it already has stay editable.
  const baseNamed = loadNamedFiles(path.join(c.workspace, c.project.docs_root));
  const box = new Sandbox(policy, { maxFiles: env.maxFilesChanged, maxBytes: env.maxBytesWritten }, baseNamed);
  const snapshots = await listSnapshots(c.rt, c.project.id);
  const docsCheck = createDocsGate({
    workspace: c.workspace,
    docsRoot: c.project.docs_root,
    projectSnapshot: (url) => snapshots.get(url),
    version: () => box.version,
  });
  const state: ToolState = {};
  const prompt = (await getMessageContent(c.rt, c.run.message_id))!;
  const outcome = await runAgent({
    model: languageModel(env, job.model),
    system: buildSystemPrompt({ docsRoot: c.project.docs_root, projectId: c.project.id, maxSteps: env.maxSteps }),
    messages: buildMessages(await transcriptBefore(c.rt, job.id, c.run.seq), prompt),
    // Each call is a `tool` event: the steps an editor watches stream in (app/api/editor).
    tools: withToolEvents(buildTools(box, state, c.abort, { checkDocs: () => docsCheck.introduced() }), (call) =>
      recordEvent(c.rt, job.id, c.run.id, 'tool', call),
    ),
    state,
    abort: c.abort,
    maxSteps: env.maxSteps,
    maxOutputTokens: env.maxOutputTokens,
    stepTimeoutMs: env.modelTimeoutMs,
    // An archive stops the run at the next step boundary, not only at the next heartbeat.
    onStep: async () => {
      if ((await isCancelRequested(c.rt, c.run.id)) && !c.abort.signal.aborted)
        c.abort.abort(new RunStop('cancelled', 'The job was archived while the run was in progress.'));
    },
  });
  // Refused writes change nothing, but an attempt on package.json or CI is worth an audit line.
  if (state.refusedWrites?.length)
    await recordEvent(c.rt, job.id, c.run.id, 'writes_refused', {
      count: state.refusedWrites.length,
      refusals: state.refusedWrites.slice(0, 20).join('\n'),
    });
  if (!outcome.ok) {
    if (outcome.code === 'lease_lost') throw new LeaseLost();
    throw new RunFailure(outcome.code, outcome.message, outcome.retryable);
  }
  assertNotStopped(c);
  const changes = await stageChanges(c.workspace);
  if (changes.length === 0) return { noChanges: true, summary: outcome.summary, usage: outcome.usage };
  const violation = diffGate(changes, policy, baseNamed);
  if (violation) throw new RunFailure('path_policy_violation', `Refused: ${violation}.`);
  const texts = changes
    .filter((ch) => ch.status !== 'D')
    .map((ch) => ({ file: ch.path, content: ch.content ?? '', before: ch.oldContent }));
  const secret = await findSecret([...texts, { file: 'the summary', content: outcome.summary }]);
  if (secret)
    throw new RunFailure(
      'secret_detected',
      `The change contains what looks like a secret (secretlint rule ${secret.rule}) in ${secret.file}; nothing was committed.`,
    );
  const broken = await docsCheck.introduced();
  if (broken.length > 0) throw new RunFailure('docs_check_failed', docsCheckMessage(broken, state.checkRounds ?? 0));
  const lines = await addedLines(c.workspace);
  return {
    branch,
    prepared: { headSha: prepared.headSha, expected: prepared.expectedRemoteSha },
    agentDone: { summary: outcome.summary, changedPaths: changes.map((ch) => ch.path), addedLines: lines.slice(0, 2000) },
  };
}

/** The job's error when the change leaves the docs broken: the check's own lines, the first ten. */
function docsCheckMessage(problems: string[], rounds: number): string {
  const shown = problems.slice(0, 10).map((p) => `- ${p}`);
  if (problems.length > 10) shown.push(`- … and ${problems.length - 10} more`);
  const tried = rounds > 0 ? ` after ${rounds} round${rounds === 1 ? '' : 's'} of fixes` : '';
  return `The docs check (lectern check) still fails${tried}; nothing was committed. Problems the change introduced:\n${shown.join('\n')}`;
}

/**
 * The branch this run works on. If the job's pull request was merged or closed, the job moves to
 * a fresh branch `…-<n+1>` cut from the base, before the loop runs (docs/agent-api.md "From prompt to pull request").
 */
async function currentBranch(c: StepContext, provider: RepoProvider): Promise<string> {
  const job = (await getJobById(c.rt, c.run.job_id))!;
  if (job.pr_number === null) return job.working_branch;
  let state: string;
  try {
    state = (await provider.getPullRequest(c.project, job.pr_number)).state;
  } catch (error) {
    throw new RunFailure('pr_provider_error', `Could not read pull request #${job.pr_number}: ${(error as Error).message}`, true);
  }
  if (state === 'open') return job.working_branch;
  const generation = job.branch_generation + 1;
  const branch = branchName(job.id, generation);
  const prNumber = job.pr_number;
  const ok = await withFence(c.rt, c.lease, (t) => moveToNextBranch(t, { id: job.id, pr_number: prNumber }, state, { branch, generation }));
  if (!ok) throw new LeaseLost();
  return branch;
}

/** Finds or opens the pull request and records it on the job (fenced). */
async function ensurePr(
  c: StepContext,
  provider: RepoProvider,
  job: JobRow,
  cp: Checkpoint & { step: 'pushed' },
): Promise<{ number: number; url: string }> {
  const prompts = await userPromptsUpTo(c.rt, job.id, c.run.seq);
  const summary = cp.agentDone.summary;
  let pr;
  try {
    pr = await provider.ensurePullRequest({
      project: c.project,
      head: cp.branch,
      base: job.base_branch,
      title: prTitle(summary),
      body: prBody({ jobId: job.id, prompts, summary, files: cp.agentDone.changedPaths, addedLines: cp.agentDone.addedLines }),
      known: job.pr_number !== null && job.pr_state === 'open' ? { number: job.pr_number } : undefined,
    });
  } catch (error) {
    const status = (error as { status?: number }).status;
    throw new RunFailure(
      'pr_provider_error',
      `Could not open the pull request: ${(error as Error).message.slice(0, 300)}`,
      status === undefined || status >= 500 || status === 429,
    );
  }
  const ok = await withFence(c.rt, c.lease, (t) => recordPullRequest(t, job, { ...pr, head: cp.branch }));
  if (!ok) throw new LeaseLost();
  return { number: pr.number, url: pr.url };
}

function assertNotStopped(c: StepContext): void {
  const reason: unknown = c.abort.signal.reason;
  if (!c.abort.signal.aborted) return;
  if (reason instanceof RunStop && reason.code === 'lease_lost') throw new LeaseLost();
  if (reason instanceof RunStop) throw new RunFailure(reason.code, reason.message, reason.code === 'shutdown');
  throw new RunFailure('internal_error', 'The run was aborted.');
}

/** Test seam `AGENT_TEST_DELAY_AFTER_CHECKPOINT=<name>:<ms>`: hold still after a checkpoint so a test can kill the process there. */
async function testDelay(rt: AgentRuntime, name: string): Promise<void> {
  const [which, ms] = (rt.env.testDelayAfterCheckpoint ?? '').split(':');
  if (which === name && Number(ms) > 0) await new Promise((r) => setTimeout(r, Number(ms)));
}

/** `DATA_DIR/workspaces/<job>/<run>` (docs/agent-api.md "From prompt to pull request"). */
export function workspaceDir(rt: AgentRuntime, run: RunRow): string {
  return path.join(rt.env.dataDir, 'workspaces', run.job_id, run.id);
}

/** Deletes the run's workspace and the base checkout the docs check may have left beside it. */
export function removeWorkspace(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.base`, { recursive: true, force: true });
}
