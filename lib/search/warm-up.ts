import 'server-only';
import { getSite } from '../site/get-site';
import type { Site } from '../site/types';
import { warmSearchIndex } from './search-site';

/**
 * Loads what every request needs before the first one arrives: the route table (docs.json, pages,
 * specs), the search index, then whatever else `more` builds from the site (each says what it did,
 * or nothing, for the log line; instrumentation.ts passes the gated-files index, which lib/search
 * may not import). Called from instrumentation.ts at server start; both are kept on
 * globalThis, so the routes find them loaded. Never throws: a docs folder that fails to load is
 * reported by the first request, as before.
 */
export async function warmUp(more: ((site: Site) => string | undefined)[] = []): Promise<void> {
  const started = Date.now();
  try {
    const site = await getSite();
    const search = await warmSearchIndex(site);
    const done = more.flatMap((warm) => warm(site) ?? []).map((what) => `, ${what}`);
    console.log(`[lectern] route table loaded, ${search}${done.join('')} in ${Date.now() - started} ms (${site.routes.length} routes)`);
  } catch (error) {
    console.error('[lectern] warm-up failed; the first request will load the site:', error instanceof Error ? error.message : error);
  }
}
