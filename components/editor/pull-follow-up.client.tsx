'use client';

import { useState } from 'react';
import { useJobStream, type JobView, type Step } from './use-job-stream.client';

type Problem = { detail?: string };

function describe(step: Step): string {
  if (step.type === 'tool') return `${step.data.tool}${step.data.path ? ` ${step.data.path}` : ''}`;
  return step.type.replace(/_/g, ' ');
}

/**
 * The follow-up box of a pull request's review page (issue 15 item 4): a message to the job that
 * opened it, through the editor routes (the same editor check, same-origin rule and upstream as
 * "Ask the agent"), then the run's steps and result as they happen. The page renders it for
 * editors only; the route refuses everyone else anyway.
 */
export function PullFollowUp({ jobId }: { jobId: string }) {
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const { steps, job, failed } = useJobStream(generation > 0 ? jobId : undefined, generation);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const res = await fetch(`/api/editor/jobs/${jobId}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt }),
    }).catch(() => undefined);
    setBusy(false);
    const body = (await res?.json().catch(() => ({}))) as (JobView & Problem) | undefined;
    if (!res?.ok) return setError(body?.detail ?? 'The follow-up could not be sent.');
    setPrompt('');
    setGeneration((g) => g + 1);
  }

  return (
    <section className="pull-follow-up" aria-label="Follow up">
      <form onSubmit={(e) => void send(e)}>
        <label htmlFor="pull-follow-up-prompt">Ask the agent for more changes on this pull request</label>
        <textarea id="pull-follow-up-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={3} required />
        {error && <p role="alert">{error}</p>}
        <button type="submit" disabled={busy || !prompt.trim()}>
          Send follow-up
        </button>
      </form>
      {generation > 0 && (
        <div aria-live="polite">
          <p>
            Job <code>{jobId}</code>: <strong data-testid="follow-up-status">{job?.status ?? 'starting'}</strong>
          </p>
          <ol>
            {steps.map((s) => (
              <li key={s.id}>{describe(s)}</li>
            ))}
          </ol>
          {job?.summary && <p>{job.summary}</p>}
          {job?.error && <p role="alert">{job.error.message}</p>}
          {failed && <p role="alert">{failed}</p>}
          {job?.status !== 'active' && job && <p>Reload the page to see the new diff.</p>}
        </div>
      )}
    </section>
  );
}
