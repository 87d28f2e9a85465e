import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/site/get-site';

/** Every public, indexable route; `SITE_URL` gives absolute URLs (defaults to localhost). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await getSite();
  const base = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return site.routes.filter((r) => !r.noindex && !r.groups?.length).map((r) => ({ url: `${base}${r.url}` }));
}
