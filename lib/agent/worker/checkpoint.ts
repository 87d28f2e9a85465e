/**
 * A run's progress, saved before each next side effect (docs/agent-api.md "Checkpoints"):
 * prepared → agentDone → committed → pushed → prEnsured. A recovered attempt resumes from the
 * last one reached; before `committed` it re-runs the loop on a fresh workspace.
 */
export type Checkpoint = {
  branch?: string;
  prepared?: { headSha: string; expected: string | null };
  agentDone?: { summary: string; changedPaths: string[]; addedLines: string[] };
  committed?: { commitSha: string };
  pushed?: { remoteSha: string };
  prEnsured?: { number: number; url: string };
  conflictRetries?: number;
};

/** A run's stored checkpoint (`agent_runs.checkpoint_json`); an empty or missing one is the start. */
export function parseCheckpoint(json: string | null | undefined): Checkpoint {
  return JSON.parse(json || '{}') as Checkpoint;
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
