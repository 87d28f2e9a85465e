export type Prepared = { headSha: string; expected: string | null };
export type AgentDone = { summary: string; changedPaths: string[]; addedLines: string[] };
type Retries = { conflictRetries?: number };
type Worked = Retries & { branch: string; prepared: Prepared; agentDone: AgentDone };
type Committed = Worked & { committed: { commitSha: string } };
type Pushed = Committed & { pushed: { remoteSha: string } };

/**
 * A run's progress, saved before each next side effect (docs/agent-api.md "Checkpoints"):
 * start → prepared → agentDone → committed → pushed → prEnsured. A recovered attempt resumes from
 * the last one reached; before `committed` it re-runs the loop on a fresh workspace. One variant per
 * step, so each step's code sees exactly the fields that step guarantees.
 */
export type Checkpoint =
  | (Retries & { step: 'start' })
  | (Retries & { step: 'prepared'; branch: string; prepared: Prepared })
  | (Worked & { step: 'agentDone' })
  | (Committed & { step: 'committed' })
  | (Pushed & { step: 'pushed' })
  | (Pushed & { step: 'prEnsured'; prEnsured: { number: number; url: string } });

/**
 * A run's stored checkpoint (`agent_runs.checkpoint_json`); an empty one is the start. Checkpoints
 * saved before steps were named carry only the fields: the furthest one present is the step.
 */
export function parseCheckpoint(json: string | null | undefined): Checkpoint {
  const cp = JSON.parse(json || '{}') as Partial<Pushed & { step: Checkpoint['step']; prEnsured: unknown }>;
  if (cp.step) return cp as Checkpoint;
  const step = cp.prEnsured
    ? 'prEnsured'
    : cp.pushed
      ? 'pushed'
      : cp.committed
        ? 'committed'
        : cp.agentDone
          ? 'agentDone'
          : cp.prepared
            ? 'prepared'
            : 'start';
  return { ...cp, step } as Checkpoint;
}

/** Thrown inside a run to end it with a job-level error code (docs/agent-api.md "Errors: problem+json"). */
export class RunFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'RunFailure';
  }
}

/** Thrown when the lease is gone: the run must stop and write nothing more. */
export class LeaseLost extends Error {
  constructor() {
    super('lease lost');
    this.name = 'LeaseLost';
  }
}
