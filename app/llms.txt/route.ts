import { buildLlmsTxt } from '@/lib/llms/llms-txt';
import { getSite } from '@/lib/site/get-site';

export const dynamic = 'force-static';

/** `/llms.txt`: an index of the site for AI readers, linking each page's Markdown variant. */
export async function GET() {
  const site = await getSite();
  const origin = (process.env.SITE_URL ?? '').replace(/\/$/, '');
  return new Response(buildLlmsTxt(site, site.routes, origin), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
