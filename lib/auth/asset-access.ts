import path from 'node:path';
import { assetRefsFile, readAssetRefs, refsOfPage } from './asset-refs-file';
import { resolveStaticFile } from '../content/static-files';
import type { RouteEntry, Site } from '../site/types';
import { canView, hasGating } from './access';
import { ANONYMOUS, type Viewer } from './viewer';

/**
 * A file beside a gated page (a diagram, a PDF) is part of that page: it goes to the readers who
 * may see one of the pages that show it, and to nobody else (a 404, as for the page). A file that
 * any public page shows, that docs.json names (logo, favicon, backgrounds), or that no page
 * refers to stays public. References are every file a page body or its frontmatter names, with
 * the snippets it includes inlined (`findAssetRefs`): a snippet's files are gated like each page
 * that includes it, and public as soon as one public page does.
 */
export function canFetchAsset(site: Pick<Site, 'routes' | 'config' | 'docsDir'>, file: string, viewer: Viewer): boolean {
  const gatedBy = assetIndex(site).get(file);
  return !gatedBy || gatedBy.some((route) => canView(route, viewer));
}

/** Whether the file is served to some readers only (its responses must not be cached shared). */
export function isGatedAsset(site: Pick<Site, 'routes' | 'config' | 'docsDir'>, file: string): boolean {
  return assetIndex(site).has(file);
}

/**
 * Builds the index now, at a server's start (lib/search/warm-up.ts), rather than on the first file
 * a reader asks for. Without the refs found at build time (asset-refs-file.ts) it reads and parses
 * every page with its snippets inlined, synchronously: 8.9 s on a gated copy of the 1,059-page
 * mintlify docs, with every other request waiting behind it. Nothing to do on a site without
 * gating (undefined); else says, for the start-up log, whether the refs came from the build.
 */
export function warmAssetIndex(site: Pick<Site, 'routes' | 'config' | 'docsDir'>): string | undefined {
  assetIndex(site);
  if (!hasGating(site)) return undefined;
  return `gated files indexed ${origins.get(site.routes) ?? ''}`.trim();
}

/** Whether each site's index came from the refs written at build or from its pages (the log line). */
const origins = new WeakMap<object, string>();

/**
 * Absolute file → the pages showing it, kept only for files that no signed-out reader may see
 * through any page. Built once per loaded site, and only on sites with gating; kept only once
 * whole, so a failure half-way answers errors rather than a partial index that opens files.
 */
function assetIndex(site: Pick<Site, 'routes' | 'config' | 'docsDir'>): Map<string, RouteEntry[]> {
  let index = indexes.get(site.routes);
  if (!index) {
    index = hasGating(site) ? buildAssetIndex(site) : new Map<string, RouteEntry[]>();
    indexes.set(site.routes, index);
  }
  return index;
}

function buildAssetIndex(site: Pick<Site, 'routes' | 'config' | 'docsDir'>): Map<string, RouteEntry[]> {
  const index = new Map<string, RouteEntry[]>();
  const docsDir = path.resolve(site.docsDir);
  const open = new Set<string>(configFiles(site.config, docsDir));
  // Found at build time when they match what is served (production only: in development pages change under the server).
  const saved = process.env.NODE_ENV === 'production' ? readAssetRefs(site, assetRefsFile()) : null;
  origins.set(site.routes, saved ? 'from the build' : 'from the pages');
  for (const route of site.routes) {
    // Every route with a Markdown body: plain pages and hand-written endpoint pages alike.
    if (!/\.mdx?$/i.test(route.file)) continue;
    const refs = saved?.get(route.file) ?? refsOfPage(site, route.file);
    if (!refs) continue;
    for (const ref of refs) {
      for (const file of resolveRef(docsDir, route, ref)) {
        if (open.has(file)) continue;
        if (canView(route, ANONYMOUS)) {
          open.add(file);
          index.delete(file);
        } else index.set(file, [...(index.get(file) ?? []), route]);
      }
    }
  }
  return index;
}

// On globalThis, like the route table (lib/site/get-site.ts): instrumentation.ts builds the index
// at start and the file route reads it, and Next bundles them apart, each with its own copy of this
// module. Keyed by the loaded site's routes, so a swapped-in site gets an index of its own.
const INDEXES = Symbol.for('lectern.assetIndexes');
const shared = globalThis as typeof globalThis & { [INDEXES]?: WeakMap<object, Map<string, RouteEntry[]>> };
const indexes = (shared[INDEXES] ??= new WeakMap<object, Map<string, RouteEntry[]>>());

/**
 * The files a reference may fetch: the path a browser asks for when the page shows it (resolved
 * against the page's URL as a URL is, so `/a/../b.png` is `/b.png`, and `./a.png` on an index
 * page `/team` is `/a.png`), and for a relative reference also the file beside the page as its
 * author meant it. `/docs-files/…` is the serving route itself (see next.config.ts).
 */
function resolveRef(docsDir: string, route: Pick<RouteEntry, 'file' | 'url'>, ref: string): string[] {
  const paths: string[] = [];
  const fetched = toUrl(ref, route.url);
  if (fetched?.origin === ORIGIN) paths.push(fetched.pathname);
  if (!ref.startsWith('/')) {
    const beside = path.posix.normalize(path.posix.join(path.posix.dirname(route.file), ref));
    if (beside !== '..' && !beside.startsWith('../')) paths.push(`/${beside}`);
  }
  const out = new Set<string>();
  for (const urlPath of paths) {
    const file = resolveStaticFile(docsDir, urlPath.replace(/^\/docs-files\//, '/').slice(1))?.file;
    if (file) out.add(file);
  }
  return [...out];
}

/** A placeholder origin to resolve references as a browser would; any other origin is not ours. */
const ORIGIN = 'http://docs.invalid';

/** `ref` resolved against the page URL; null for what no browser would fetch (a page must never break the index). */
function toUrl(ref: string, pageUrl: string): URL | null {
  try {
    return new URL(ref, `${ORIGIN}${encodeURI(pageUrl)}`);
  } catch {
    return null;
  }
}

/** Every file docs.json names anywhere (logo, favicon, background images, OG images…). */
function configFiles(config: unknown, docsDir: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/\.[a-z0-9]+$/i.test(value) && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
        const file = resolveStaticFile(docsDir, value.replace(/^\.?\//, ''))?.file;
        if (file) out.push(file);
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(config);
  return out;
}
