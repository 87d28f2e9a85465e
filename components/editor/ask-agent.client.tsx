'use client';

import { Bot, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { JOBS_PAGE } from './jobs-page-url';
import { JobProgress } from './job-progress.client';
import { postJson } from './post-json.client';
import { useJobStream, type JobView } from './use-job-stream.client';

/**
 * The editors' "Ask the agent" action (issue 15): a button on every page that opens a panel to
 * ask for a change to the page being read, then shows the job's steps as they happen, its summary
 * and pull request, and a box for follow-ups; a second view lists recent jobs and links to the
 * jobs page. Renders nothing until the server says this reader is an editor.
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
        ? await postJson(`/api/editor/jobs/${jobId}/message`, { prompt })
        : await postJson('/api/editor/jobs', { prompt, page: window.location.pathname });
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
              <li>
                <a href={JOBS_PAGE}>All jobs</a>
              </li>
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
              {jobId && <JobProgress jobId={jobId} steps={steps} job={job} failed={failed} />}
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
