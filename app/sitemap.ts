import type { MetadataRoute } from 'next';
import { canView } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { getSite } from '@/lib/site/get-site';
import { isListedForCrawlers } from '@/lib/site/indexing';
import { hrefOf } from '@/lib/site/page-href';

/** Every route a signed-out reader may see and crawlers may list (lib/site/indexing: not hidden, not `noindex`); `SITE_URL` gives absolute URLs (defaults to localhost). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await getSite();
  const base = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return site.routes
    .filter((r) => isListedForCrawlers(r, site.config) && canView(r, ANONYMOUS))
    .map((r) => ({ url: `${base}${hrefOf(r.url)}` }));
}
