import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getViewer } from '@/lib/auth/get-viewer';
import { buildDocsMetadata, renderDocsRoute } from '../../../docs-route';

type Params = { slug?: string[] };

/*
 * The docs as one signed-in reader of a gated site sees them, rendered per request: proxy.ts
 * rewrites `/<page>` here when the request carries a session cookie (and refuses any URL that
 * names `/_lectern/reader` itself). The reader is read from the session here, never from the URL,
 * so even a request that got here some other way is answered for its own reader. Reading cookies
 * makes Next send `Cache-Control: private, no-store`, so no shared cache keeps a member's page.
 */

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  await connection();
  return buildDocsMetadata((await params).slug, await getViewer());
}

export default async function ReaderPage(props: { params: Promise<Params> }) {
  await connection();
  return renderDocsRoute(props, await getViewer());
}
