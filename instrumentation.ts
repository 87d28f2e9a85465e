/**
 * Runs once when the server starts (Next's instrumentation hook): loads the route table and the
 * search index then, so the first reader and the first search query do not pay for it (issue 12,
 * item 5). A failure here is logged and left to the first request, which reports it as it always did.
 * With PostgreSQL it also starts following published builds in the database (issue 14: every replica).
 * Under scripts/start.mjs it hands the server the routing decision its response cache keys on.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startSiteSync } = await import('./lib/agent/site-sync/start-site-sync');
  try {
    startSiteSync();
  } catch (error) {
    console.error('[lectern] not following published builds:', error instanceof Error ? error.message : error);
  }
  const [{ publishCacheScope }, { responseCacheScope }] = await Promise.all([
    import('./lib/site/served-responses'),
    import('./lib/serve/route-decision'),
  ]);
  publishCacheScope(responseCacheScope);
  const { warmUp } = await import('./lib/search/warm-up');
  await warmUp();
}
