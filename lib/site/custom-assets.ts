import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listDocsFolderFiles } from './docs-folder-files';

/** One `.css` or `.js` file of the docs folder, included on every page. */
export type CustomAsset = {
  /** Relative to the docs folder, as stored. */
  file: string;
  /** The URL path it is served at (`/` + its path, without a leading `content/`). */
  path: string;
  /** `path` with a content hash, so a changed file is fetched anew after a deployment. */
  href: string;
};

export type CustomAssets = { styles: CustomAsset[]; scripts: CustomAsset[] };

const ASSET_FILE = /\.(css|js)$/i;

/**
 * The repository's own CSS and JavaScript (Mintlify customize/custom-scripts.mdx: every `.css` and
 * every `.js` file in the content directory is included on every page, without being referenced).
 * Collected once per route-table load, in path order, so pages list them in a stable order. They
 * are site chrome: included for every reader, gated pages or not.
 */
export function collectCustomAssets(docsDir: string): CustomAssets {
  const assets: CustomAssets = { styles: [], scripts: [] };
  for (const file of listDocsFolderFiles(docsDir, ASSET_FILE)) {
    const urlPath = `/${file.replace(/^content\//, '')}`;
    let hash: string;
    try {
      hash = createHash('sha256')
        .update(readFileSync(path.join(docsDir, file)))
        .digest('hex')
        .slice(0, 12);
    } catch {
      continue;
    }
    const asset = { file, path: urlPath, href: `${encodeURI(urlPath)}?v=${hash}` };
    (file.toLowerCase().endsWith('.css') ? assets.styles : assets.scripts).push(asset);
  }
  return assets;
}

/**
 * The custom asset of `site` served at `urlPath` (as the docs-files route receives it, without a
 * leading slash): its absolute file and content type; null for any other path. Only collected
 * files are served, so a `.js` under node_modules or a dot folder stays private.
 */
export function getCustomAsset(site: { docsDir: string; assets?: CustomAssets }, urlPath: string): { file: string; type: string } | null {
  const { assets } = site;
  if (!assets) return null;
  let decoded: string;
  try {
    decoded = `/${decodeURIComponent(urlPath)}`;
  } catch {
    return null;
  }
  const at = (file: string) => path.join(/*turbopackIgnore: true*/ site.docsDir, file);
  const style = assets.styles.find((a) => a.path === decoded);
  if (style) return { file: at(style.file), type: 'text/css; charset=utf-8' };
  const script = assets.scripts.find((a) => a.path === decoded);
  return script ? { file: at(script.file), type: 'text/javascript; charset=utf-8' } : null;
}
