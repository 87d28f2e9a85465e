import { buildPageMarkdown } from '@/lib/llms/page-markdown';
import { getSite } from '@/lib/site/get-site';

export const dynamicParams = true;

/** Every page's Markdown variant, pre-rendered at build time (reached as `<page>.md` via a rewrite). */
export async function generateStaticParams() {
  const site = await getSite();
  return site.routes.map((r) => ({ slug: r.url === '/' ? [] : r.url.slice(1).split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  const site = await getSite();
  const joined = (slug ?? []).join('/');
  const route = site.byUrl.get(joined === '' || joined === 'index' ? '/' : `/${joined}`);
  if (!route) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(await buildPageMarkdown(site, route), { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
