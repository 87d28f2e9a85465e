'use client';

import type { JobView, Step } from './use-job-stream.client';

/** One step as a line an editor can read: the tool and its file, or the run event's name. */
function describe(step: Step): string {
  if (step.type === 'tool')
    return `${step.data.tool}${step.data.path ? ` ${step.data.path}` : ''}${step.data.ok === false ? ' (refused)' : ''}`;
  return step.type.replace(/_/g, ' ');
}

/**
 * What one job is doing (issue 15): its status, the steps so far, then its summary, error and
 * pull request. Shared by the "Ask the agent" panel and the jobs page, which each follow the job
 * with useJobStream and pass what it reports.
 */
export function JobProgress({ jobId, steps, job, failed }: { jobId: string; steps: Step[]; job?: JobView; failed?: string }) {
  return (
    <div className="ask-agent-job" aria-live="polite">
      <p>
        Job <code>{jobId}</code>: <strong data-testid="agent-job-status">{job?.status ?? 'starting'}</strong>
      </p>
      <ol className="ask-agent-steps">
        {steps.map((s) => (
          <li key={s.id}>{describe(s)}</li>
        ))}
      </ol>
      {job?.summary && <p className="ask-agent-summary">{job.summary}</p>}
      {job?.error && <p role="alert">{job.error.message}</p>}
      {job?.prLink && (
        <p>
          <a href={job.prLink}>Open the pull request</a>
        </p>
      )}
      {failed && <p role="alert">{failed}</p>}
    </div>
  );
}
