import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * Server-rendered HTML of a tree once everything in it has settled, as `next build` prerenders a
 * page: components that wait with `use()` (server-drawn-code.client) are drawn, which
 * renderToStaticMarkup, a synchronous renderer, cannot do. Text nodes side by side are separated
 * by `<!-- -->`, as in a page's HTML.
 */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}
