/**
 * The meeting point of Next's bundles and the serving process (scripts/start.mjs) that embeds them
 * (issue 12). They share one process but no modules, so they meet on globalThis, under a name both
 * spell the same: the server keeps its response cache's `clear` here, and instrumentation.ts
 * publishes the routing scope (lib/serve/route-decision) the cache keys on. Without the server (the
 * image's standalone server.js, `next start`), nothing is registered and both calls do nothing.
 */
const HOOKS = Symbol.for('lectern.responseCache');

/** The routing scope of a request: `public`, `reader:<key>`, or undefined when its answer is never kept. */
export type CacheScope = (pathname: string, headers: Pick<Headers, 'get'>) => Promise<string | undefined>;

type Hooks = { scope?: CacheScope; clear?: () => void };

function hooks(): Hooks {
  const shared = globalThis as typeof globalThis & { [HOOKS]?: Hooks };
  shared[HOOKS] ??= {};
  return shared[HOOKS];
}

/** Hands the serving process the one routing decision proxy.ts makes too, so its cache keys on exactly that. */
export function publishCacheScope(scope: CacheScope): void {
  hooks().scope = scope;
}

/**
 * Empties the serving process's cache of page answers: called wherever the served site is swapped
 * or Next's pages are revalidated, so no answer of the old site is given after the swap.
 */
export function clearServedResponses(): void {
  hooks().clear?.();
}
