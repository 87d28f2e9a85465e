'use client';

import { useEffect, useState } from 'react';
import styles from './jobs-page.module.css';
import { JobProgress } from './job-progress.client';
import { postJson } from './post-json.client';
import { useJobStream, type JobView } from './use-job-stream.client';

type ListedJob = JobView & { createdAt: string; archivedAt?: string | null };

/**
 * The editors' jobs page (issue 15): this site's agent jobs, newest first, or its archived ones,
 * each with its status, summary, created time and pull request; opening one shows what it was
 * asked and from which page, its steps and summary (the panel's JobProgress) and a follow-up box. The jobs come from the editor routes in
 * the browser, never from the page's HTML, so no job is ever in a rendered or cached page. The
 * open job is in the URL (`?job=`), so it can be bookmarked.
 */
export function JobsPage({ initialJob }: { initialJob?: string }) {
  const [archived, setArchived] = useState(false);
  const [jobs, setJobs] = useState<ListedJob[]>();
  const [listError, setListError] = useState<string>();
  const [jobId, setJobId] = useState(initialJob);
  const [generation, setGeneration] = useState(0);
  const [reload, setReload] = useState(0);
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string>();
  const [asked, setAsked] = useState<{ id: string; prompt: string; page: string | null }>();
  const { steps, job, failed } = useJobStream(jobId, generation);

  // What the open job was asked and from which page: the list's jobs carry neither.
  useEffect(() => {
    if (!jobId) return;
    let current = true;
    fetch(`/api/editor/jobs/${encodeURIComponent(jobId)}/prompt`, { cache: 'no-store' })
      .then(async (r) => (r.ok ? ((await r.json()) as { prompt: string; page: string | null }) : undefined))
      .then(
        (found) => current && found && setAsked({ id: jobId, ...found }),
        () => undefined,
      );
    return () => void (current = false);
  }, [jobId]);

  useEffect(() => {
    let current = true;
    fetch(`/api/editor/jobs${archived ? '?archived=1' : ''}`, { cache: 'no-store' })
      .then(async (r) => {
        const body = (await r.json().catch(() => ({}))) as { jobs?: ListedJob[]; detail?: string };
        if (!current) return;
        if (r.ok && body.jobs) {
          setJobs(body.jobs);
          setListError(undefined);
        } else setListError(body.detail ?? `The jobs could not be listed (${r.status}).`);
      })
      .catch(() => current && setListError('The site could not be reached.'));
    return () => void (current = false);
  }, [archived, reload]);

  function open(id: string) {
    setJobId(id);
    setGeneration((g) => g + 1);
    window.history.replaceState(null, '', `?job=${encodeURIComponent(id)}`);
  }

  async function archive(id: string) {
    const answer = await postJson(`/api/editor/jobs/${id}/archive`, {});
    if (!answer.ok) return setListError(answer.message);
    setReload((n) => n + 1);
  }

  async function followUp(e: React.FormEvent) {
    e.preventDefault();
    if (!jobId) return;
    setError(undefined);
    const answer = await postJson(`/api/editor/jobs/${jobId}/message`, { prompt });
    if (!answer.ok) return setError(answer.message);
    setPrompt('');
    setGeneration((g) => g + 1);
  }

  return (
    <>
      <label className={styles.toggle}>
        <input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} /> Show archived jobs
      </label>
      {listError && <p role="alert">{listError}</p>}
      {jobs && jobs.length === 0 && <p>{archived ? 'No archived jobs.' : 'No jobs yet.'}</p>}
      {jobs && jobs.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Summary</th>
              <th scope="col">Created</th>
              <th scope="col">Pull request</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((j) => (
              <tr key={j.id} aria-current={j.id === jobId ? 'true' : undefined}>
                <td>{j.status}</td>
                <td>
                  <button type="button" onClick={() => open(j.id)}>
                    {j.summary?.split('\n')[0] || j.id}
                  </button>
                </td>
                <td>
                  <time dateTime={j.createdAt}>{new Date(j.createdAt).toLocaleString()}</time>
                </td>
                <td>{j.prLink ? <a href={j.prLink}>{j.prLink.replace(/^.*\/pull\//, '')}</a> : '—'}</td>
                <td>
                  {j.status !== 'archived' && (
                    <button type="button" onClick={() => void archive(j.id)}>
                      Archive
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {jobId && (
        <section className={styles.job} aria-label="Job">
          {asked?.id === jobId && (
            <dl className={styles.asked}>
              <dt>Asked</dt>
              <dd data-testid="job-prompt">{asked.prompt.length > 280 ? `${asked.prompt.slice(0, 280)}…` : asked.prompt}</dd>
              {asked.page && (
                <>
                  <dt>From the page</dt>
                  <dd>
                    <a href={asked.page}>{asked.page}</a>
                  </dd>
                </>
              )}
            </dl>
          )}
          <JobProgress jobId={jobId} steps={steps} job={job} failed={failed} />
          {job?.status !== 'archived' && (
            <form onSubmit={(e) => void followUp(e)}>
              <label htmlFor="jobs-page-prompt">Follow up</label>
              <textarea id="jobs-page-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={3} required />
              {error && <p role="alert">{error}</p>}
              <button type="submit" disabled={!prompt.trim() || job?.status === 'active'}>
                Send follow-up
              </button>
            </form>
          )}
        </section>
      )}
    </>
  );
}
