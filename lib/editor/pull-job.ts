import 'server-only';
import { callUpstream, getUpstream } from './upstream';

type JobsPage = { jobs?: { id?: unknown; prLink?: unknown }[]; nextCursor?: unknown };

/** How far back the review page looks for the job of a pull request (pages of 100 jobs, newest first). */
const MAX_PAGES = 5;

/**
 * The job whose pull request this is, for the review page's follow-up box: the job whose `prLink`
 * names `/pull/{projectId}/{number}`, found through the editors' own upstream (the job API with
 * the site's key), so the box posts to a job the editor routes can reach. Only for the default
 * upstream — a remote agent API's jobs open their pull requests on that server, not here — and
 * only for the project the site's editors work on. Undefined when there is no such job (a pull
 * request opened by a script, or a job long gone from the list).
 */
export async function findPullRequestJob(projectId: string, number: number): Promise<string | undefined> {
  const up = getUpstream();
  if (!up || up.remote || up.projectId !== projectId) return undefined;
  const wanted = `/pull/${encodeURIComponent(projectId)}/${number}`;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = `?limit=100&status=active,completed,failed,archived${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await callUpstream(up, 'GET', `/job${query}`);
    if (!answer.ok || answer.status !== 200) return undefined;
    const body = answer.body as JobsPage;
    for (const job of body.jobs ?? []) {
      if (typeof job.id !== 'string' || typeof job.prLink !== 'string') continue;
      try {
        if (new URL(job.prLink).pathname === wanted) return job.id;
      } catch {
        // a prLink that is not a URL names no pull request here
      }
    }
    if (typeof body.nextCursor !== 'string') return undefined;
    cursor = body.nextCursor;
  }
  return undefined;
}
