import type { MetadataRoute } from 'next';
import { canView } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { getSite } from '@/lib/site/get-site';
import { hrefOf } from '@/lib/site/page-href';

/** Every indexable route a signed-out reader may see; `SITE_URL` gives absolute URLs (defaults to localhost). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await getSite();
  const base = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return site.routes.filter((r) => !r.noindex && canView(r, ANONYMOUS)).map((r) => ({ url: `${base}${hrefOf(r.url)}` }));
}
