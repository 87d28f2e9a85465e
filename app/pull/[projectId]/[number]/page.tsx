import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { loadPullRequestViewFor } from '@/lib/agent/service/pull-request-view';
import { getViewer } from '@/lib/auth/get-viewer';
import styles from './pull.module.css';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ projectId: string; number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's pull request for this request's reader (once per request: metadata and page share it). */
const viewFor = cache(async (projectId: string, number: string, token: string | undefined) =>
  loadPullRequestViewFor(projectId, number, { viewer: await getViewer(), token }),
);

async function load({ params, searchParams }: Props) {
  const [{ projectId, number }, { token }] = await Promise.all([params, searchParams]);
  return viewFor(projectId, number, typeof token === 'string' ? token : undefined);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const view = await load(props);
  // The token is in the URL: no Referer may carry it off (next.config.ts sends the header too).
  return {
    title: view ? `${view.title} · #${view.number}` : 'Page not found',
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * A `local` provider pull request (the `prLink` of its jobs): title, description and diff, for
 * editors and holders of the link's token only (see loadPullRequestViewFor).
 */
export default async function PullRequestPage(props: Props) {
  const view = await load(props);
  // Not allowed and not there are the same 404: no oracle for which numbers exist.
  if (!view) notFound();
  return (
    <main className={styles.shell} id="content">
      <h1>
        {view.title} <span style={{ color: 'var(--fg-muted)', fontWeight: 400 }}>#{view.number}</span>
      </h1>
      <p className={styles.meta}>
        <span className={styles.state}>{view.state}</span>
        <span>
          <code className={styles.branch}>{view.head}</code> into <code className={styles.branch}>{view.base}</code> in project{' '}
          {view.projectId}
        </span>
        <span>
          {view.files.length} file{view.files.length === 1 ? '' : 's'} changed
        </span>
      </p>
      <pre className={styles.body}>{view.body}</pre>
      {view.files.map((file) => (
        <section key={file.path} className={styles.file}>
          <div className={styles.fileName}>{file.path}</div>
          <pre className={styles.diff}>
            {file.lines.map((line, i) => (
              <span key={i} className={line.kind === 'ctx' ? undefined : styles[line.kind]}>
                {line.text || ' '}
              </span>
            ))}
          </pre>
        </section>
      ))}
      {view.truncated && <p>The diff is too long to show in full.</p>}
    </main>
  );
}
