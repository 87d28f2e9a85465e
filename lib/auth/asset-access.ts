import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findAssetRefs } from '../content/find-asset-refs';
import { resolveStaticFile } from '../content/static-files';
import type { RouteEntry, Site } from '../site/types';
import { canView, hasGating } from './access';
import { ANONYMOUS, type Viewer } from './viewer';

/**
 * A file beside a gated page (a diagram, a PDF) is part of that page: it goes to the readers who
 * may see one of the pages that show it, and to nobody else (a 404, as for the page). A file that
 * any public page shows, that docs.json names (logo, favicon, backgrounds), or that no page
 * refers to stays public. References are the ones a page body writes (`findAssetRefs`); a file
 * shown only through a snippet is counted as unreferenced, so public.
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
 * Absolute file → the pages showing it, kept only for files that no signed-out reader may see
 * through any page. Built once per loaded site, and only on sites with gating.
 */
function assetIndex(site: Pick<Site, 'routes' | 'config' | 'docsDir'>): Map<string, RouteEntry[]> {
  let index = indexes.get(site.routes);
  if (index) return index;
  index = new Map();
  indexes.set(site.routes, index);
  if (!hasGating(site)) return index;
  const docsDir = path.resolve(site.docsDir);
  const open = new Set<string>(configFiles(site.config, docsDir));
  for (const route of site.routes) {
    if (route.kind !== 'page') continue;
    let body: string;
    try {
      body = readFileSync(path.join(docsDir, route.file), 'utf8');
    } catch {
      continue;
    }
    for (const ref of findAssetRefs(body)) {
      const file = resolveRef(docsDir, route.file, ref);
      if (!file || open.has(file)) continue;
      if (canView(route, ANONYMOUS)) {
        open.add(file);
        index.delete(file);
      } else index.set(file, [...(index.get(file) ?? []), route]);
    }
  }
  return index;
}

const indexes = new WeakMap<object, Map<string, RouteEntry[]>>();

/** `/images/a.png` from the docs root (or its content/), `./a.png` from the page's folder. */
function resolveRef(docsDir: string, pageFile: string, ref: string): string | null {
  if (ref.startsWith('/')) return resolveStaticFile(docsDir, ref.slice(1))?.file ?? null;
  const file = path.resolve(docsDir, path.dirname(pageFile), ref);
  if (!file.startsWith(docsDir + path.sep)) return null;
  return resolveStaticFile(docsDir, path.relative(docsDir, file).split(path.sep).join('/'))?.file ?? null;
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
