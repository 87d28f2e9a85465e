/**
 * Runs once when the server starts (Next's instrumentation hook): loads the route table and the
 * search index then, so the first reader and the first search query do not pay for it (issue 12,
 * item 5). A failure here is logged and left to the first request, which reports it as it always did.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { warmUp } = await import('./lib/search/warm-up');
  await warmUp();
}
