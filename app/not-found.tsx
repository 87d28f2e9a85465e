import Link from 'next/link';
import { DocsShell } from '@/components/docs/docs-shell';
import { buildLayoutModel } from '@/lib/site/layout-model';
import { getSite } from '@/lib/site/get-site';

/** A 404 that keeps the reader inside the docs: navigation stays, with a way home and a few pages. */
export default async function NotFound() {
  const site = await getSite();
  const body = (
    <article className="page not-found" id="content">
      <p className="not-found-code">404</p>
      <h1>Page not found</h1>
      <p>This page does not exist, or it has moved. Try the navigation, or start again from the home page.</p>
      <p>
        <Link href="/" className="button-link">Go to the home page</Link>
      </p>
    </article>
  );
  if (!site.nav) return body;
  return <DocsShell layout={buildLayoutModel(site.nav, site.byUrl, '')}>{body}</DocsShell>;
}
