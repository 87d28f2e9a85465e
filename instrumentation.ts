/**
 * Runs once when the server starts (Next's instrumentation hook): loads the route table and the
 * search index then, so the first reader and the first search query do not pay for it (issue 12,
 * item 5). A failure here is logged and left to the first request, which reports it as it always did.
 * With PostgreSQL it also starts following published builds in the database (issue 14: every replica).
 * Under scripts/start.mjs it hands the server the routing decision its response cache keys on.
 *
 * `next dev` does none of that unless it is told to follow builds (issue 12, the writer's first page):
 * the dev server waits for this function before it answers, and Turbopack compiles every module these
 * imports reach, run or not, as a graph of its own (~490: the site loader, the MDX and OpenAPI stacks)
 * that the page compiles again. A writer has no response cache and no reader to warm up for; the first
 * page loads the site itself. Both conditions are constants at compile time (NODE_ENV, and
 * LECTERN_DEV_FOLLOWS_BUILDS from next.config.ts in development only), so the unused imports are dropped
 * before Turbopack follows them, and a production build keeps all of this as it was.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const dev = process.env.NODE_ENV === 'development';
  if (!dev || process.env.LECTERN_DEV_FOLLOWS_BUILDS === '1') {
    const { startSiteSync } = await import('./lib/agent/site-sync/start-site-sync');
    try {
      startSiteSync();
    } catch (error) {
      console.error('[lectern] not following published builds:', error instanceof Error ? error.message : error);
    }
  }
  if (dev) return;
  const [{ publishCacheScope }, { responseCacheScope }] = await Promise.all([
    import('./lib/site/served-responses'),
    import('./lib/serve/route-decision'),
  ]);
  publishCacheScope(responseCacheScope);
  const [{ warmUp }, { warmAssetIndex }] = await Promise.all([import('./lib/search/warm-up'), import('./lib/auth/asset-access')]);
  // A gated site's index of the files beside its pages: built here, not by the first file a reader asks for.
  await warmUp([warmAssetIndex]);
}
