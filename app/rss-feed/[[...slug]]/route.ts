import path from 'node:path';
import { canView } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { readPageSource } from '@/lib/content/page-source';
import { buildChangelogFeed, findChangelogEntries } from '@/lib/page-meta/changelog-feed';
import { getSite } from '@/lib/site/get-site';
import { hrefOf, urlOfParams } from '@/lib/site/page-href';

/**
 * `<page>/rss.xml` (rewritten here, see next.config.ts): the RSS feed of a changelog page, one item
 * per `<Update>`, at the URL Mintlify uses. As Mintlify does, only public pages have a feed: a feed
 * reader never signs in, and a gated page answers like a missing one. Absolute links use SITE_URL,
 * else the address the request came to.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  const site = await getSite();
  const route = site.byUrl.get(urlOfParams(site.byUrl, slug));
  const missing = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (!route || route.kind !== 'page' || !canView(route, ANONYMOUS) || !/\.mdx?$/i.test(route.file)) return missing();
  const entries = findChangelogEntries(readPageSource(path.join(site.docsDir, route.file)).body);
  if (!entries.length) return missing();
  const origin = (process.env.SITE_URL || new URL(request.url).origin).replace(/\/$/, '');
  const pageUrl = `${origin}${hrefOf(route.url)}`;
  const feed = buildChangelogFeed({
    title: route.title,
    description: route.description,
    pageUrl,
    feedUrl: `${pageUrl.replace(/\/$/, '')}/rss.xml`,
    entries,
  });
  return new Response(feed, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
