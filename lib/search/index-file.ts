import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { dataDirFromEnv, markerStamp } from '../site/build-marker';
import { stampFile } from '../site/content-stamp';
import type { Site } from '../site/types';
import { buildSearchDocuments } from './build-documents';
import { SEARCH_OPTIONS, type SearchDocument } from './search-options';

// 2: stored URLs are links (hrefOf), so a slug holding `#` or `?` survives the anchor split.
// 3: frontmatter `keywords` are a field and `boost` a stored field.
const VERSION = 3;

/**
 * The search index is built at build time (`lectern check --search-index F`, run by next.config.ts
 * before `next build`) and written beside the build output. A server loads it instead of
 * re-reading every page: ~0.3 s instead of ~1.4 s on the 1,059-page mintlify docs. It is used
 * only while it matches what the server serves: the same routes, the same page files (by content,
 * so a copied folder still matches), and no deployment published since (the build marker's stamp).
 */
export function searchIndexFile(distDir = process.env.LECTERN_DIST_DIR || '.next'): string {
  return path.resolve(/*turbopackIgnore: true*/ `${distDir}-search-index.json`);
}

/** Every document of the site in one MiniSearch index (duplicate ids keep the first). */
export async function buildSearchIndex(site: Site): Promise<MiniSearch<SearchDocument>> {
  const docs = await buildSearchDocuments(site, site.routes);
  const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  // Two headings with one slug would give duplicate ids, which MiniSearch refuses: keep the first.
  const seen = new Set<string>();
  search.addAll(docs.filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true))));
  return search;
}

export async function writeSearchIndex(site: Site, file: string, dataDir = dataDirFromEnv()): Promise<void> {
  const index = await buildSearchIndex(site);
  writeFileSync(file, JSON.stringify({ version: VERSION, stamp: siteStamp(site, dataDir), index }));
}

/** The index written at build time, or null when it is absent, unreadable or for other content. */
export function readSearchIndex(site: Site, file: string, dataDir = dataDirFromEnv()): MiniSearch<SearchDocument> | null {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      version: number;
      stamp: string;
      index: Parameters<typeof MiniSearch.loadJS>[0];
    };
    if (saved.version !== VERSION || saved.stamp !== siteStamp(site, dataDir)) return null;
    return MiniSearch.loadJS<SearchDocument>(saved.index, SEARCH_OPTIONS);
  } catch {
    return null;
  }
}

/** What the index was built from: the routes, their files' contents, the deployment marker. */
export function siteStamp(site: Site, dataDir: string): string {
  // `seo.indexing` decides whether hidden pages are searched: part of what the index was built from.
  const indexing = (site.config as { seo?: { indexing?: string } } | null)?.seo?.indexing ?? '';
  const hash = createHash('sha256').update(`${VERSION}\n${markerStamp(dataDir)}\n${indexing}\n`);
  const files = new Set<string>();
  for (const r of site.routes) {
    hash.update(`${r.url}\t${r.kind}\t${r.title}\t${r.file}\t${r.hidden}\t${r.noindex ?? ''}\t${r.findable ?? ''}\t${r.navBoost ?? ''}\n`);
    files.add(r.file);
  }
  for (const file of [...files].sort()) stampFile(hash, site.docsDir, file);
  return hash.digest('hex');
}
