'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';
import { useEffect, useState } from 'react';
import { JOBS_PAGE } from './jobs-page-url';
import { JobProgress } from './job-progress.client';
import { postJson } from './post-json.client';
import { useJobStream, type JobView } from './use-job-stream.client';

export type AskAgentPanelProps = { open: boolean; onClose: () => void };

/**
 * The "Ask the agent" panel (issue 15): ask for a change to the page being read, then follow the
 * job's steps as they happen, its summary and pull request, and send follow-ups; a second view
 * lists recent jobs and links to the jobs page. Loaded by AskAgent when an editor reaches for the
 * button, and kept mounted after, so a closed panel keeps its job and draft.
 */
export function AskAgentPanel({ open, onClose }: AskAgentPanelProps) {
  const [view, setView] = useState<'ask' | 'jobs'>('ask');
  const [prompt, setPrompt] = useState('');
  const [jobId, setJobId] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [jobs, setJobs] = useState<JobView[]>([]);
  const { steps, job, failed } = useJobStream(jobId, generation);

  useEffect(() => {
    if (open && view === 'jobs')
      void fetch('/api/editor/jobs').then(async (r) => r.ok && setJobs(((await r.json()) as { jobs: JobView[] }).jobs));
  }, [open, view]);

  if (!open) return null;

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
    <section className="ask-agent-panel" role="dialog" aria-label="Ask the agent">
      <header>
        <button type="button" aria-pressed={view === 'ask'} onClick={() => setView('ask')}>
          Ask
        </button>
        <button type="button" aria-pressed={view === 'jobs'} onClick={() => setView('jobs')}>
          Jobs
        </button>
        <button type="button" className="ask-agent-close" aria-label="Close" onClick={onClose}>
          <IconSvg icon={CHROME_ICONS.x} size={16} aria-hidden />
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
  );
}
