// Removes the copies of each prerendered page's payload that nothing in Lectern's deployments asks
// for (issue 12, disk per page). For every page, Next 16 writes its RSC payload four times: inline
// in the `.html`, as `<page>.rsc` (what a navigation and a full prefetch fetch), as
// `<page>.segments/<segment>/__PAGE__.segment.rsc` (the per-segment prefetch) and as
// `<page>.segments/_full.segment.rsc`, byte for byte the `.rsc` again.
// - `_full` is read only by Partial Prerendering's client resume (`__NEXT_CLIENT_RESUME`, inserted
//   into a page's head when a prerender was postponed) and by Next's instant-navigation test harness;
//   Next's client router never names it. Removed where its bytes equal the `.rsc`.
// - `__PAGE__` is read only by a segment prefetch (`router.prefetch` with the default kind,
//   `next/link` without `prefetch={true}`). Lectern's links prefetch in full (IntentLink asks for the
//   whole payload, the `.rsc`), so no request reads it. Removed where the page has its `.rsc`.
// On the GitHub REST site each was a sixth to a fifth of the disk (~25 KB of ~150 KB per page).
//
// Only on a build that is not a PPR build, and for a page that was not postponed. The page's `.meta`
// stops listing what goes, so Next's file-system cache does not try to read it; a request that names
// it anyway gets Next's answer for a segment it does not hold (404, empty), as any unknown segment
// does, and the router then fetches the page as a navigation does. The route tree (`_tree`) stays:
// every prefetch asks for it first. Plain JavaScript: scripts/build.mjs loads it with Node alone.
import { readdir, readFile, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FULL = '/_full';
/** A page segment's path in `segmentPaths`: `/__PAGE__`, `/$oc$slug/__PAGE__`, `/_not-found/__PAGE__`. */
const isPageSegment = (segment) => segment.endsWith('/__PAGE__');

/**
 * Prunes `<distDir>/server/app`. Returns what it did, for the build's log and the tests: pages
 * whose `.meta` listed a copy, copies removed, their bytes, copies kept (dist-relative).
 * @param {string} distDir
 * @returns {Promise<{ pages: number, removed: number, bytes: number, kept: string[] }>}
 */
export async function prunePrefetchCopies(distDir) {
  const result = { pages: 0, removed: 0, bytes: 0, kept: /** @type {string[]} */ ([]) };
  if (await isPprBuild(distDir)) return result;
  for await (const metaFile of metaFiles(path.join(distDir, 'server', 'app'))) {
    const meta = await readJson(metaFile);
    if (!meta || !Array.isArray(meta.segmentPaths)) continue;
    const copies = meta.segmentPaths.filter((p) => typeof p === 'string' && (p === FULL || isPageSegment(p)));
    if (!copies.length) continue;
    result.pages++;
    const base = metaFile.slice(0, -'.meta'.length);
    const fileOf = (segment) => `${base}.segments${segment}.segment.rsc`;
    const rsc = await readFile(`${base}.rsc`).catch(() => null);
    const gone = [];
    for (const segment of copies) {
      const bytes = await readFile(fileOf(segment)).catch(() => null);
      // Without the `.rsc` nothing else can answer a full prefetch; a `_full` that differs is no copy.
      const unread = meta.postponed == null && rsc !== null && bytes !== null && (segment !== FULL || bytes.equals(rsc));
      if (unread) gone.push({ segment, size: bytes.length });
      else result.kept.push(path.relative(distDir, fileOf(segment)));
    }
    if (!gone.length) continue;
    meta.segmentPaths = meta.segmentPaths.filter((p) => !gone.some((g) => g.segment === p));
    // The meta is rewritten before the files go: a crash in between leaves a listed-but-present
    // file or an unlisted one, never a listed file that is missing. Without Next's indentation:
    // Next reads it with JSON.parse, and the spaces were a third of its ~0.8 KB per page.
    await writeFile(metaFile, JSON.stringify(meta));
    for (const { segment, size } of gone) {
      await unlink(fileOf(segment));
      // A page segment's folder (`.segments/$oc$slug/`) holds nothing else; rmdir leaves one that does.
      if (segment !== FULL) await rmdir(path.dirname(fileOf(segment))).catch(() => undefined);
      result.removed++;
      result.bytes += size;
    }
  }
  return result;
}

/** Whether Next built with Partial Prerendering (cacheComponents), whose client resume reads `_full` and whose prefetches read segments. */
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
