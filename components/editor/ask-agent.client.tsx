'use client';

import { Bot, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useJobStream, type JobView, type Step } from './use-job-stream.client';

type Problem = { detail?: string };

async function post(url: string, body: unknown): Promise<{ ok: true; job: JobView } | { ok: false; message: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as JobView & Problem;
  return res.ok ? { ok: true, job: json } : { ok: false, message: json.detail ?? `The request failed (${res.status}).` };
}

function describe(step: Step): string {
  if (step.type === 'tool')
    return `${step.data.tool}${step.data.path ? ` ${step.data.path}` : ''}${step.data.ok === false ? ' (refused)' : ''}`;
  return step.type.replace(/_/g, ' ');
}

/**
 * The editors' "Ask the agent" action (issue 15): a button on every page that opens a panel to
 * ask for a change to the page being read, then shows the job's steps as they happen, its summary
 * and pull request, and a box for follow-ups; a second view lists recent jobs. Renders nothing
 * until the server says this reader is an editor.
 */
export function AskAgent() {
  const [editor, setEditor] = useState(false);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'ask' | 'jobs'>('ask');
  const [prompt, setPrompt] = useState('');
  const [jobId, setJobId] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [jobs, setJobs] = useState<JobView[]>([]);
  const { steps, job, failed } = useJobStream(jobId, generation);

  const pathname = usePathname();
  // Asked again on each navigation: the root layout outlives sign-in and sign-out.
  useEffect(() => {
    fetch('/api/editor/me', { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<{ editor?: boolean }>) : { editor: false }))
      .then(
        (me) => setEditor(me.editor === true),
        () => setEditor(false),
      );
  }, [pathname]);
  useEffect(() => {
    if (open && view === 'jobs')
      void fetch('/api/editor/jobs').then(async (r) => r.ok && setJobs(((await r.json()) as { jobs: JobView[] }).jobs));
  }, [open, view]);

  if (!editor) return null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const answer =
      jobId && job && job.status !== 'archived'
        ? await post(`/api/editor/jobs/${jobId}/message`, { prompt })
        : await post('/api/editor/jobs', { prompt, page: window.location.pathname });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setPrompt('');
    setJobId(answer.job.id);
    setGeneration((g) => g + 1);
  }

  return (
    <>
      <button type="button" className="ask-agent-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Bot size={16} aria-hidden /> Ask the agent
      </button>
      {open && (
        <section className="ask-agent-panel" role="dialog" aria-label="Ask the agent">
          <header>
            <button type="button" aria-pressed={view === 'ask'} onClick={() => setView('ask')}>
              Ask
            </button>
            <button type="button" aria-pressed={view === 'jobs'} onClick={() => setView('jobs')}>
              Jobs
            </button>
            <button type="button" className="ask-agent-close" aria-label="Close" onClick={() => setOpen(false)}>
              <X size={16} aria-hidden />
            </button>
          </header>
          {view === 'jobs' ? (
            <ul className="ask-agent-jobs">
              {jobs.length === 0 && <li>No jobs yet.</li>}
              {jobs.map((j) => (
                <li key={j.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setJobId(j.id);
                      setGeneration((g) => g + 1);
                      setView('ask');
                    }}
                  >
                    {j.summary?.split('\n')[0] ?? j.id} <span className="ask-agent-status">{j.status}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <>
              {jobId && (
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
              )}
              <form onSubmit={(e) => void submit(e)}>
                <label htmlFor="ask-agent-prompt">{jobId ? 'Follow up' : 'What should change on this page?'}</label>
                <textarea id="ask-agent-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={4} required />
                {error && <p role="alert">{error}</p>}
                <div className="ask-agent-actions">
                  {jobId && (
                    <button
                      type="button"
                      onClick={() => {
                        setJobId(undefined);
                        setPrompt('');
                      }}
                    >
                      New job
                    </button>
                  )}
                  <button type="submit" disabled={busy || !prompt.trim()}>
                    {jobId ? 'Send follow-up' : 'Send to the agent'}
                  </button>
                </div>
              </form>
            </>
          )}
        </section>
      )}
    </>
  );
}
