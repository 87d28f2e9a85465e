import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseReaderKey } from '@/lib/auth/reader-key';
import { getAuthSettings } from '@/lib/auth/settings';
import { buildDocsMetadata, renderDocsRoute } from '../../../../docs-route';

type Params = { key: string; slug?: string[] };

/*
 * The docs as the signed-in readers of one reader key see them (issue 12): proxy.ts decodes the
 * session, turns its groups into a signed key (lib/auth/reader-key) and rewrites `/<page>` to
 * `/_lectern/reader/<key>/<page>`; it refuses any URL that names `/_lectern/reader` itself. The
 * page reads no cookie: the reader is the key's, and a key whose signature does not check is a
 * missing page. So Next renders each (key, page) once and serves it from its cache afterwards,
 * like the public pages rendered on demand; the proxy marks the answer `private, no-store`.
 */

/** No key is known at build: each (key, page) renders on its first request, then is cached. */
export function generateStaticParams(): Params[] {
  return [];
}

async function viewerOf(params: Promise<Params>) {
  const viewer = parseReaderKey((await params).key, getAuthSettings().secret);
  if (!viewer) notFound();
  return viewer;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return buildDocsMetadata((await params).slug, await viewerOf(params));
}

export default async function ReaderPage(props: { params: Promise<Params> }) {
  return renderDocsRoute(props, await viewerOf(props.params));
}
