import 'server-only';
import { getSite } from '../site/get-site';
import { warmSearchIndex } from './search-site';

/**
 * Loads what every request needs before the first one arrives: the route table (docs.json, pages,
 * specs) and the search index. Called from instrumentation.ts at server start; both are kept on
 * globalThis, so the routes find them loaded. Never throws: a docs folder that fails to load is
 * reported by the first request, as before.
 */
export async function warmUp(): Promise<void> {
  const started = Date.now();
  try {
    const site = await getSite();
    await warmSearchIndex(site);
    console.log(`[lectern] route table and search index loaded in ${Date.now() - started} ms (${site.routes.length} routes)`);
  } catch (error) {
    console.error('[lectern] warm-up failed; the first request will load the site:', error instanceof Error ? error.message : error);
  }
}
