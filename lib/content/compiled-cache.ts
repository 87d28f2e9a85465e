/** How many compiled page bodies a server keeps; past it, the oldest is dropped (a large site re-compiles some). */
const MAX_ENTRIES = 2000;

// On globalThis: Next bundles each route apart, and the reader route and the public route should
// share one cache, as the route table is shared (lib/site/get-site).
const CACHE = Symbol.for('lectern.compiledMdx');
const shared = globalThis as typeof globalThis & { [CACHE]?: Map<string, Promise<unknown>> };

/**
 * The result of `compile` for `inputs`, computed once per server process in production (issue 12:
 * a page rendered per request for a signed-in reader must not re-run remark, rehype and Shiki each
 * time). Keyed on every input of the compile, so two bodies never share a result; page files only
 * change with a new build, which starts a new process. In development nothing is kept: snippets a
 * body imports may change under it.
 */
export function rememberCompiled<T>(inputs: unknown[], compile: () => Promise<T>): Promise<T> {
  if (process.env.NODE_ENV !== 'production') return compile();
  const cache = (shared[CACHE] ??= new Map());
  const key = JSON.stringify(inputs);
  let hit = cache.get(key) as Promise<T> | undefined;
  if (hit) {
    // Most recently used last, so the oldest entry is the first one dropped.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  hit = compile();
  cache.set(key, hit);
  // A failure is not kept: the next request tries again.
  hit.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value);
  return hit;
}
