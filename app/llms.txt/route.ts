import { canView } from '@/lib/auth/access';
import { buildLlmsTxt } from '@/lib/llms/llms-txt';
import { getSite } from '@/lib/site/get-site';
import { ANONYMOUS } from '@/lib/auth/viewer';

export const dynamic = 'force-static';

/**
 * `/llms.txt`: an index of the site for AI readers, linking each page's Markdown variant. Built
 * once, for the signed-out reader: gated pages are never listed (members read them on the site).
 */
export async function GET() {
  const site = await getSite();
  const origin = (process.env.SITE_URL ?? '').replace(/\/$/, '');
  const routes = site.routes.filter((r) => canView(r, ANONYMOUS));
  return new Response(buildLlmsTxt(site, routes, origin), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
