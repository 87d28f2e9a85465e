import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobsPage } from '@/components/editor/jobs-page.client';
import { JOB_ID_PATTERN } from '@/lib/agent/ids';
import { isEditor } from '@/lib/auth/editors';
import { getViewer } from '@/lib/auth/get-viewer';
import { getAuthSettings } from '@/lib/auth/settings';
import { getEditorGroupsFor } from '@/lib/editor/editor-groups';
import { getSite } from '@/lib/site/get-site';

// Per reader, never prerendered: the page is an editor's only, and the jobs load in the browser.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Agent jobs', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The editors' jobs page (issue 15), at `/pull/jobs`: proxy.ts sends an editor's request here
 * (lib/auth/reader-route JOBS_PATH), and everyone else gets the docs' missing page at that URL.
 * The editor check is made again here, where the page is rendered, so a request that reached
 * this route some other way is a 404 too.
 */
export default async function EditorJobsPage({ searchParams }: Props) {
  if (!getAuthSettings().enabled) notFound();
  const [viewer, site, { job }] = await Promise.all([getViewer(), getSite(), searchParams]);
  if (!isEditor(viewer, getEditorGroupsFor(site.config))) notFound();
  return (
    <main id="content" style={{ maxWidth: 1040, margin: '0 auto', padding: '40px 24px 96px' }}>
      <h1>Agent jobs</h1>
      <JobsPage initialJob={typeof job === 'string' && JOB_ID_PATTERN.test(job) ? job : undefined} />
    </main>
  );
}
