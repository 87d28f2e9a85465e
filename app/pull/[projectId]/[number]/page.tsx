import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPullRequestView } from '@/lib/agent/service/pull-request-view';
import styles from './pull.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ projectId: string; number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { projectId, number } = await params;
  const view = await loadPullRequestView(projectId, Number(number));
  return { title: view ? `${view.title} · #${view.number}` : 'Pull request', robots: { index: false } };
}

/** A `local` provider pull request (the `prLink` of its jobs): title, description and diff. */
export default async function PullRequestPage({ params }: Props) {
  const { projectId, number } = await params;
  const view = await loadPullRequestView(projectId, Number(number));
  if (!view) notFound();
  return (
    <main className={styles.shell} id="content">
      <h1>
        {view.title} <span style={{ color: 'var(--fg-muted)', fontWeight: 400 }}>#{view.number}</span>
      </h1>
      <p className={styles.meta}>
        <span className={styles.state}>{view.state}</span>
        <span>
          <code className={styles.branch}>{view.head}</code> into <code className={styles.branch}>{view.base}</code> in project {view.projectId}
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
