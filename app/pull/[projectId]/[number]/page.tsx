import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PullFollowUp } from '@/components/editor/pull-follow-up.client';
import { loadPullRequestViewFor } from '@/lib/agent/service/pull-request-view';
import { isEditor } from '@/lib/auth/editors';
import { getViewer } from '@/lib/auth/get-viewer';
import { getEditorGroupsFor } from '@/lib/editor/editor-groups';
import { loadPullFiles } from '@/lib/editor/pull-files';
import { findPullRequestJob } from '@/lib/editor/pull-job';
import { getSite } from '@/lib/site/get-site';
import styles from './pull.module.css';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ projectId: string; number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's pull request for this request's reader (once per request: metadata and page share it). */
const viewFor = cache(async (projectId: string, number: string, token: string | undefined) => {
  const [viewer, site] = await Promise.all([getViewer(), getSite()]);
  const editorGroups = getEditorGroupsFor(site.config);
  const view = await loadPullRequestViewFor(projectId, number, { viewer, token, editorGroups });
  return view && { view, editor: isEditor(viewer, editorGroups) };
});

async function load({ params, searchParams }: Props) {
  const [{ projectId, number }, { token }] = await Promise.all([params, searchParams]);
  const t = typeof token === 'string' ? token : undefined;
  const found = await viewFor(projectId, number, t);
  return found && { ...found, token: t };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  // The token is in the URL: no Referer may carry it off (next.config.ts sends the header too).
  return {
    title: found ? `${found.view.title} · #${found.view.number}` : 'Page not found',
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * A `local` provider pull request (the `prLink` of its jobs), for editors and holders of the
 * link's token only (see loadPullRequestViewFor): title, description, and per changed file the
 * line diff of its old and new text and, for a page, a preview of the branch's version rendered in
 * a sandbox (components/editor/preview). Editors also get a box to send the job that opened it a
 * follow-up.
 */
export default async function PullRequestPage(props: Props) {
  const found = await load(props);
  // Not allowed and not there are the same 404: no oracle for which numbers exist.
  if (!found) notFound();
  const { view, editor, token } = found;
  const [{ files, truncated }, jobId] = await Promise.all([
    loadPullFiles({ projectId: view.projectId, baseSha: view.baseSha, head: view.head }),
    editor ? findPullRequestJob(view.projectId, view.number) : undefined,
  ]);
  const previewUrl = (file: string) =>
    `/pull/${encodeURIComponent(view.projectId)}/${view.number}/preview?file=${encodeURIComponent(file)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
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
          {files.length} file{files.length === 1 ? '' : 's'} changed
        </span>
      </p>
      <pre className={styles.body}>{view.body}</pre>
      {files.map((file) => (
        <section key={file.path} className={styles.file} aria-label={file.path}>
          <div className={styles.fileName}>
            {file.path} <span className={styles.status}>{file.status}</span>
            {file.previewable && (
              <a className={styles.previewLink} href={previewUrl(file.path)} target="_blank" rel="noreferrer">
                Open the preview
              </a>
            )}
          </div>
          {file.note ? (
            <p className={styles.note}>{file.note}</p>
          ) : (
            <pre className={styles.diff} data-testid="diff">
              {file.lines.map((line, i) => (
                <span key={i} className={line.kind === 'ctx' ? undefined : styles[line.kind]}>
                  {line.text || ' '}
                </span>
              ))}
            </pre>
          )}
          {file.previewable && (
            // sandbox="": no script, no same-origin access, no forms or popups, whatever the page holds.
            <iframe className={styles.preview} sandbox="" src={previewUrl(file.path)} title={`Preview of ${file.path}`} />
          )}
        </section>
      ))}
      {truncated && <p>The pull request changes more files than this page shows.</p>}
      {jobId && <PullFollowUp jobId={jobId} />}
    </main>
  );
}
