// Removes the copy of each prerendered page's payload that nothing in Lectern's deployments asks
// for (issue 12, disk per page). For every page, Next 16 writes its RSC payload four times: inline
// in the `.html`, as `<page>.rsc` (fetched on a navigation that was not prefetched), as
// `<page>.segments/<segment>/__PAGE__.segment.rsc` (the per-segment prefetch, fetched on intent) and
// as `<page>.segments/_full.segment.rsc`, byte for byte the `.rsc` again. The last is read only by
// Partial Prerendering's client resume (`__NEXT_CLIENT_RESUME`, inserted into a page's head when a
// prerender was postponed) and by Next's instant-navigation test harness; Next's client router never
// names it, and Lectern builds without `cacheComponents`, so no page is postponed. On the GitHub
// REST site it was a sixth of the disk (~25 KB of ~150 KB per page).
//
// Removed only where it is a true copy: the page was not postponed, the build is not a PPR build,
// and the file's bytes equal the `.rsc` beside it. The page's `.meta` stops listing it, so Next's
// file-system cache does not try to read it; a request that names it anyway gets Next's answer for a
// segment it does not hold (404, empty), as any unknown segment does. Plain JavaScript: the build
// adapter (scripts/next-adapter.mjs) loads it with Node alone.
import { readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FULL = '/_full';

/**
 * Prunes `<distDir>/server/app`. Returns what it did, for the build's log and the tests.
 * @param {string} distDir
 * @returns {Promise<{ pages: number, removed: number, bytes: number, kept: string[] }>}
 */
export async function prunePrefetchCopies(distDir) {
  const result = { pages: 0, removed: 0, bytes: 0, kept: /** @type {string[]} */ ([]) };
  if (await isPprBuild(distDir)) return result;
  for await (const metaFile of metaFiles(path.join(distDir, 'server', 'app'))) {
    const meta = await readJson(metaFile);
    if (!meta || !Array.isArray(meta.segmentPaths) || !meta.segmentPaths.includes(FULL)) continue;
    result.pages++;
    const base = metaFile.slice(0, -'.meta'.length);
    const copy = `${base}.segments${FULL}.segment.rsc`;
    const [full, rsc] = await Promise.all([readFile(copy).catch(() => null), readFile(`${base}.rsc`).catch(() => null)]);
    if (meta.postponed != null || !full || !rsc || !full.equals(rsc)) {
      result.kept.push(path.relative(distDir, copy));
      continue;
    }
    meta.segmentPaths = meta.segmentPaths.filter((p) => p !== FULL);
    // The meta is rewritten before the file goes: a crash in between leaves a listed-but-present
    // file or an unlisted one, never a listed file that is missing.
    await writeFile(metaFile, JSON.stringify(meta, null, 2));
    await unlink(copy);
    result.removed++;
    result.bytes += full.length;
  }
  return result;
}

/** Whether Next built with Partial Prerendering (cacheComponents), whose client resume reads `_full`. */
async function isPprBuild(distDir) {
  const files = await readJson(path.join(distDir, 'required-server-files.json'));
  const config = files?.config ?? {};
  return Boolean(config.cacheComponents || config.experimental?.ppr || config.experimental?.cacheComponents);
}

/** Every `.meta` file under `dir`, depth first. */
async function* metaFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    // A page's own `.segments` folder holds only segment files.
    if (entry.isDirectory() && !entry.name.endsWith('.segments')) yield* metaFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.meta')) yield full;
  }
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}
