import { formatProblems } from '../lib/config/format-problems';
import type { Problem } from '../lib/config/types';
import { checkPages } from '../lib/site/check/check-pages';
import { writeSearchIndex } from '../lib/search/index-file';
import { hasGating } from '../lib/auth/access';
import { removeAssetRefs, writeAssetRefs } from '../lib/auth/asset-refs-file';
import { writeTailwindCss } from '../lib/styles/tailwind-css';
import { dataDirFromEnv } from '../lib/site/build-marker';
import { loadServedSite } from '../lib/site/load-served-site';
import { withoutFetching } from '../lib/openapi/load';
import { saveThumbnailFont } from './thumbnail-font';

/** Each problem once: the same file, path, line and message from two checks is one problem. */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.severity}|${p.file}|${p.path}|${p.line ?? ''}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const strip = ({ file, path, line, message }: Problem) => ({ file, path, ...(line !== undefined ? { line } : {}), message });

/**
 * `lectern check`: validates the docs folder and prints every problem, located. Exit 1 on errors.
 * With `searchIndex`, a folder without errors also gets its search index written there (the build
 * runs the check first, so the site is read once for both). With `tailwindCss`, the CSS for the
 * Tailwind classes the folder uses is written there (lib/styles/tailwind-css.ts). With
 * `thumbnailFont`, docs.json `thumbnails.fonts` is fetched once and written there (cli/thumbnail-font.ts).
 * With `assetRefs`, a site with gated pages gets the files each page shows written there
 * (lib/auth/asset-refs-file.ts); on a site without, a file an earlier build left there is removed.
 */
export async function runCheck(
  dir: string,
  opts: {
    json: boolean;
    quietOk: boolean;
    searchIndex?: string;
    assetRefs?: string;
    tailwindCss?: string;
    thumbnailFont?: string;
    offline?: boolean;
  },
): Promise<number> {
  // What the build will serve: URL-hosted specs from the last published deployment, when there is
  // one for this folder (lib/site/build-marker.ts), exactly as the pages will read them.
  // `--offline` skips URL-hosted specs (a warning each) instead of fetching them.
  const load = () => loadServedSite(dir, dataDirFromEnv());
  const site = await (opts.offline ? withoutFetching(load) : load());
  const problems = dedupe([...site.problems, ...(site.nav ? await checkPages(site) : [])]);
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const pages = site.routes.filter((r) => r.kind === 'page').length;
  if (opts.json) {
    console.log(JSON.stringify({ errors: errors.map(strip), warnings: warnings.map(strip), pages }, null, 2));
  } else if (problems.length > 0) {
    console.log(formatProblems(problems));
  } else if (!opts.quietOk) {
    console.log(`✓ ${pages} pages, no problems.`);
  }
  if (errors.length > 0) return 1;
  if (opts.tailwindCss) {
    try {
      await writeTailwindCss(site.docsDir, opts.tailwindCss);
    } catch (error) {
      // Without the file the pages render without Tailwind utilities; say so, but build the site.
      console.warn(
        `lectern: the Tailwind CSS was not written to ${opts.tailwindCss} (${(error as Error).message}); pages will render without Tailwind classes.`,
      );
    }
  }
  const family = site.config?.thumbnails?.fonts?.family;
  if (opts.thumbnailFont && family && !opts.offline) await saveThumbnailFont(family, opts.thumbnailFont);
  // An offline check saw an incomplete site: its search index would be too.
  if (opts.searchIndex && !opts.offline) {
    try {
      await writeSearchIndex(site, opts.searchIndex);
    } catch (error) {
      // Not the docs' fault, and not fatal: a server without the file builds the index itself.
      console.warn(
        `lectern: the search index was not written to ${opts.searchIndex} (${(error as Error).message}); the server will build it at its first search.`,
      );
    }
  }
  // Like the search index: an offline check saw an incomplete site.
  if (opts.assetRefs && !opts.offline) {
    try {
      if (hasGating(site)) writeAssetRefs(site, opts.assetRefs);
      else removeAssetRefs(opts.assetRefs);
    } catch (error) {
      // Not fatal: a server without the file reads every page for them at its start.
      console.warn(
        `lectern: the gated files' references were not written to ${opts.assetRefs} (${(error as Error).message}); the server will read every page for them at its start.`,
      );
    }
  }
  return 0;
}
