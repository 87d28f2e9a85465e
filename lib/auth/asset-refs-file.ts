import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findAssetRefs } from '../content/find-asset-refs';
import { readPageSource } from '../content/page-source';
import { dataDirFromEnv, markerStamp } from '../site/build-marker';
import { stampFile } from '../site/content-stamp';
import { listDocsFolderFiles } from '../site/docs-folder-files';
import type { Site } from '../site/types';

const VERSION = 1;

type SiteParts = Pick<Site, 'routes' | 'config' | 'docsDir'>;

/**
 * The files each page shows (findAssetRefs), found at build time by `lectern check --asset-refs F`
 * (next.config.ts) on a site with gated pages, and written beside the build output. The server's
 * index of gated files (asset-access.ts) then needs no parse of every page at start or after a
 * swap (8.9 s on a gated copy of the 1,059-page mintlify docs). The refs are used only while they
 * match what is served: the same routes, the same Markdown files of the folder (pages and the
 * snippets they inline, by content), the same docs.json variables, and no deployment published
 * since (the build marker's stamp). Who may see a file is still decided at serve time, from the
 * routes' groups; the file holds only what each page refers to.
 */
export function assetRefsFile(distDir = process.env.LECTERN_DIST_DIR || '.next'): string {
  return path.resolve(/*turbopackIgnore: true*/ `${distDir}-asset-refs.json`);
}

/** Every Markdown page's refs, by its file (relative to the docs folder). */
export function pageAssetRefs(site: SiteParts): Map<string, string[]> {
  const refs = new Map<string, string[]>();
  for (const route of site.routes) {
    if (!/\.mdx?$/i.test(route.file) || refs.has(route.file)) continue;
    const found = refsOfPage(site, route.file);
    if (found) refs.set(route.file, found);
  }
  return refs;
}

/** The files one page shows, read as it renders; undefined when the page cannot be read (it shows nothing). */
export function refsOfPage(site: SiteParts, file: string): string[] | undefined {
  const docsDir = path.resolve(site.docsDir);
  let page;
  try {
    page = readPageSource(path.join(docsDir, file));
  } catch {
    return undefined;
  }
  return findAssetRefs(page, { docsDir, file, variables: variablesOf(site) });
}

export function writeAssetRefs(site: SiteParts, file: string, dataDir = dataDirFromEnv()): void {
  const stamp = refsStamp(site, dataDir);
  writeFileSync(file, JSON.stringify({ version: VERSION, stamp, refs: Object.fromEntries(pageAssetRefs(site)) }));
}

/** A file left by an earlier build of a site that had gated pages then. */
export function removeAssetRefs(file: string): void {
  rmSync(file, { force: true });
}

/** The refs written at build time, or null when absent, unreadable or for other content. */
export function readAssetRefs(site: SiteParts, file: string, dataDir = dataDirFromEnv()): Map<string, string[]> | null {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; stamp: string; refs: Record<string, string[]> };
    if (saved.version !== VERSION || saved.stamp !== refsStamp(site, dataDir)) return null;
    return new Map(Object.entries(saved.refs));
  } catch {
    return null;
  }
}

/** What the refs were found from: the routes' files, every Markdown file of the folder, the variables, the marker. */
export function refsStamp(site: SiteParts, dataDir: string): string {
  const docsDir = path.resolve(site.docsDir);
  const hash = createHash('sha256').update(`${VERSION}\n${markerStamp(dataDir)}\n${JSON.stringify(variablesOf(site) ?? null)}\n`);
  for (const file of [...new Set(site.routes.map((r) => r.file))].sort()) hash.update(`route\t${file}\n`);
  // Pages and the snippets they may inline: the site's Markdown files (a code project's content/, as served).
  for (const file of listDocsFolderFiles(docsDir, /\.mdx?$/i)) stampFile(hash, docsDir, file);
  return hash.digest('hex');
}

function variablesOf(site: SiteParts): Record<string, string> | undefined {
  return (site.config as { variables?: Record<string, string> } | null)?.variables;
}
