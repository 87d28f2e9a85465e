import path from 'node:path';
import { readPageSource } from '../content/page-source';
import { isSearchable } from '../site/indexing';
import { hrefOf } from '../site/page-href';
import type { RouteEntry, Site } from '../site/types';
import { splitSections } from '../content/markdown-text';
import type { SearchDocument } from './search-options';

const SNIPPET_CHARS = 400;

/**
 * Search documents for the routes a reader may be shown: every page section and every endpoint
 * (method, path, summary, description). Hidden, `noindex` and `searchable: false` pages stay out
 * (lib/site/indexing); frontmatter `keywords` are searched as well, and `boost` multiplies a
 * page's score (Mintlify optimize/search.mdx), times the `boost` of the docs.json groups that hold
 * it (lib/config/nav-placement.ts). Callers pass routes already filtered for the viewer.
 */
export async function buildSearchDocuments(site: Site, routes: RouteEntry[]): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (const route of routes) {
    if (!isSearchable(route, site.config)) continue;
    // Links percent-encode what a browser would misread (a slug may hold `#`), so the one `#` in
    // a stored URL is the anchor's: search-site.ts splits on it.
    const fm = route.frontmatter;
    const boost = (typeof fm?.boost === 'number' && fm.boost > 0 ? fm.boost : 1) * (route.navBoost ?? 1);
    const ranking = {
      ...(fm?.keywords?.length ? { keywords: fm.keywords.join(' ') } : {}),
      ...(boost !== 1 ? { boost } : {}),
    };
    const base = { url: hrefOf(route.url), kind: route.kind, title: route.title, method: route.method, path: route.path, ...ranking };
    if (route.kind !== 'page') {
      const text = [route.method, route.path, route.description].filter(Boolean).join(' ');
      docs.push({ ...base, id: route.url, text, snippet: (route.description ?? '').slice(0, SNIPPET_CHARS) });
    }
    if (!/\.mdx?$/.test(route.file)) continue;
    const { body } = readPageSource(path.join(site.docsDir, route.file));
    const sections = splitSections(body);
    sections.forEach((section, i) => {
      const url = section.anchor ? `${base.url}#${section.anchor}` : base.url;
      const text = i === 0 && !section.heading ? [route.description, section.text].filter(Boolean).join(' ') : section.text;
      docs.push({
        ...base,
        url,
        id: `${route.url}#${section.anchor ?? i}`,
        heading: section.heading,
        text,
        snippet: text.slice(0, SNIPPET_CHARS),
      });
    });
  }
  return docs;
}
