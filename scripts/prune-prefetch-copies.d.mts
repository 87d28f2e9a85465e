// Types for scripts/prune-prefetch-copies.mjs (plain JavaScript, loaded by the build adapter with Node alone).

/** What one prune of a dist folder did: pages whose `.meta` listed a `_full` or `__PAGE__` copy, copies removed, their bytes, copies kept (dist-relative). */
export type PruneResult = { pages: number; removed: number; bytes: number; kept: string[] };

/** Removes each prerendered page's `_full.segment.rsc` (where it is the page's `.rsc` again) and its `__PAGE__` segment prefetch file (where the page has its `.rsc`), in a build without PPR. */
export function prunePrefetchCopies(distDir: string): Promise<PruneResult>;
