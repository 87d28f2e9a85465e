// The serving process's cache of page answers (issue 12): what scripts/start.mjs answers from
// memory before Next's request pipeline runs. Plain JavaScript, because the server runs it with
// Node alone (no TypeScript at serve time); response-cache.d.mts gives TypeScript its types.
//
// Pure: it never sees a socket. The server hands it a request's method, path, scope and headers and
// writes what it returns. It keeps only what Next itself served from its page cache (prerendered or
// rendered on demand and kept), so a copy here is what Next would answer again for the same key.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What Next may have compressed an answer with (its `compress` option: gzip or deflate), decoded back to the bytes. */
const DECODERS = { gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate), br: promisify(zlib.brotliDecompress) };

/**
 * Request headers every page answer is keyed on, whatever its Vary says: Next's RSC requests and
 * the Markdown answer (`Accept: text/markdown`, a rewrite in next.config.ts) come from the same URL
 * as the HTML, and Next's page handler replaces the Vary that names Accept.
 */
const ALWAYS_KEYED = ['accept', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/**
 * Vary names this cache handles itself: Accept-Encoding (it serves the encodings it made), and
 * Cookie, whose only effect on a kept page is the routing decision, which is the scope in the key.
 */
const HANDLED = new Set(['accept-encoding', 'cookie']);

/** Headers of an answer that belong to one connection or that this cache writes itself. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'content-encoding']);

/** Bodies worth compressing: text, by Content-Type. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i;

/** How many variants (Accept, RSC headers, Vary'd values) of one page under one scope are kept. */
export const MAX_VARIANTS = 16;

/** The marker a hit carries, so a test (or an operator's curl) can tell it from Next's own answer. */
export const CACHE_HEADER = 'x-lectern-cache';

/**
 * Whether an answer Next gave may be kept under `scope`: a page Next served from its page cache
 * (`x-nextjs-cache` HIT or MISS, the latter being a render it just stored; STALE is the old bytes),
 * status 200, no cookie set, no `Vary: *`; public only when Next marked it
 * shareable (`s-maxage`, nothing private), a reader's only as proxy.ts marks it (`private`).
 * @param {{ status: number, headers: Record<string, string | string[] | number | undefined> }} answer
 * @param {string} scope
 */
export function isStorable(answer, scope) {
  const h = answer.headers;
  const one = (name) => (h[name] === undefined ? '' : String(h[name]).toLowerCase());
  if (answer.status !== 200 || h['set-cookie'] !== undefined) return false;
  if (!/^(?:hit|miss)$/.test(one('x-nextjs-cache'))) return false;
  const varies = one('vary').split(',');
  if (varies.some((name) => name.trim() === '*')) return false;
  const cacheControl = one('cache-control');
  if (scope === 'public') return /s-maxage=\d+/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl);
  return scope.startsWith('reader:') && /private/.test(cacheControl);
}

/**
 * Whether a request may be answered from (or stored in) the cache at all: GET or HEAD of a path
 * without a query string (a query can change a page, and Next's RSC requests carry one).
 * @param {string | undefined} method
 * @param {string | undefined} url
 */
export function isCacheableRequest(method, url) {
  return (method === 'GET' || method === 'HEAD') && typeof url === 'string' && url.startsWith('/') && !url.includes('?');
}

/**
 * The encoding to answer with: br, then gzip, when the request accepts it (q > 0) and one was made.
 * @param {string | undefined} acceptEncoding
 * @param {{ br?: Buffer, gzip?: Buffer }} made
 */
export function chooseEncoding(acceptEncoding, made) {
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0)) > 0;
  if (made.br && ok('br')) return 'br';
  if (made.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

/** Whether `If-None-Match` names `etag` (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * A bounded, least-recently-used cache of page answers, keyed like an HTTP cache's two-level lookup:
 * (scope, path) first, then the values of the request headers the kept answer varies on.
 */
export class ResponseCache {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** Bumped by clear(): a store begun before a clear is dropped, since its answer may be of the old site. */
    this.generation = 0;
    /** (scope, path) → its variants, in least-recently-used order of the (scope, path). */
    this.entries = new Map();
  }

  /**
   * The kept answer for a request, or undefined.
   * @param {string} scope
   * @param {string} path
   * @param {(name: string) => string | undefined} header the request's header by lower-case name
   */
  lookup(scope, path, header) {
    const primary = `${scope}\n${path}`;
    const variants = this.entries.get(primary);
    if (!variants) return undefined;
    const found = variants.find((v) => v.keyed.every((name, i) => (header(name) ?? '') === v.values[i]));
    if (!found) return undefined;
    this.entries.delete(primary);
    this.entries.set(primary, variants);
    return found;
  }

  /**
   * Keeps Next's answer to a request, with its br and gzip forms made once here (an answer Next
   * compressed for its client is decoded first). Resolves to whether it was kept: not when
   * isStorable says no, when it is larger than an eighth of the bound, in an encoding it does not
   * know, or when the cache was cleared while it was being compressed.
   * @param {{ scope: string, path: string, header: (name: string) => string | undefined, generation: number }} request
   * @param {{ status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer }} answer
   */
  async store(request, answer) {
    if (request.generation !== this.generation || !isStorable(answer, request.scope)) return false;
    // A page's variants are bounded: a reader who sends a new Accept (or RSC header) value on every
    // request would otherwise make the server decode and compress the page again each time, and push
    // the other pages out. What is over the bound is still answered by Next, only not kept.
    if ((this.entries.get(`${request.scope}\n${request.path}`)?.length ?? 0) >= MAX_VARIANTS) return false;
    const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
    const decode = encoding === 'identity' ? (bytes) => Promise.resolve(bytes) : DECODERS[encoding];
    if (!decode) return false;
    const body = await decode(answer.body);
    if (body.length * 2 > this.maxBytes / 4) return false;
    const headers = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || NOT_KEPT.has(name)) continue;
      // A render Next just stored (MISS) is, from the next request on, what Next answers from its cache.
      if (name === 'x-nextjs-cache') headers.push([name, 'HIT']);
      else for (const v of Array.isArray(value) ? value : [value]) headers.push([name, String(v)]);
    }
    const vary = headers.filter(([name]) => name === 'vary').flatMap(([, v]) => v.split(','));
    const varyNames = vary.map((v) => v.trim().toLowerCase()).filter((v) => v && !HANDLED.has(v));
    const keyed = [...new Set([...ALWAYS_KEYED, ...varyNames])];
    const made = await compress(body, String(answer.headers['content-type'] ?? ''));
    if (request.generation !== this.generation) return false;
    // The encodings are chosen by Accept-Encoding, so the answer must say so to caches further out.
    if (!vary.some((v) => v.trim().toLowerCase() === 'accept-encoding') && (made.br || made.gzip)) {
      const at = headers.findIndex(([name]) => name === 'vary');
      if (at === -1) headers.push(['vary', 'Accept-Encoding']);
      else headers[at] = ['vary', `${headers[at][1]}, Accept-Encoding`];
    }
    const etag = headers.find(([name]) => name === 'etag')?.[1];
    const entry = {
      keyed,
      values: keyed.map((name) => request.header(name) ?? ''),
      status: 200,
      headers,
      etag,
      identity: body,
      ...made,
    };
    entry.size = entry.identity.length + (made.br?.length ?? 0) + (made.gzip?.length ?? 0) + 512;
    const primary = `${request.scope}\n${request.path}`;
    const variants = (this.entries.get(primary) ?? []).filter((v) => {
      const same = v.keyed.length === keyed.length && v.keyed.every((n, i) => n === keyed[i] && v.values[i] === entry.values[i]);
      if (same) this.bytes -= v.size;
      return !same;
    });
    variants.push(entry);
    this.entries.delete(primary);
    this.entries.set(primary, variants);
    this.bytes += entry.size;
    this.evict();
    return true;
  }

  /** Drops the least recently used (scope, path) until the cache is within its bound. */
  evict() {
    for (const [primary, variants] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      for (const v of variants) this.bytes -= v.size;
      this.entries.delete(primary);
    }
  }

  /** Empties the cache (a deployment swapped the served site). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }
}

/**
 * What to send for a kept answer: status, headers and body, in the encoding the request accepts,
 * a 304 when `If-None-Match` names its ETag, and no body for HEAD.
 * @param {any} entry from lookup()
 * @param {string} method
 * @param {(name: string) => string | undefined} header
 * @returns {{ status: number, headers: [string, string][], body: Buffer | undefined }}
 */
export function answerFromCache(entry, method, header) {
  const headers = [...entry.headers, [CACHE_HEADER, 'hit']];
  if (matchesEtag(header('if-none-match'), entry.etag)) {
    const kept = new Set(['etag', 'vary', 'cache-control', 'content-location', 'expires', CACHE_HEADER]);
    return { status: 304, headers: headers.filter(([name]) => kept.has(name)), body: undefined };
  }
  const encoding = chooseEncoding(header('accept-encoding'), entry);
  const body = encoding === 'identity' ? entry.identity : entry[encoding];
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  headers.push(['content-length', String(body.length)]);
  return { status: entry.status, headers, body: method === 'HEAD' ? undefined : body };
}

/**
 * Brotli's quality for kept answers: 6 compresses a 200 KB page in ~5 ms, 11 in ~425 ms for ~10 %
 * fewer bytes. A store runs on a request's miss, so a slow setting would be CPU a reader could make
 * the server spend at will.
 */
const BROTLI_QUALITY = 6;

/** The br and gzip forms of a text body, each only when smaller than the body itself. */
async function compress(body, contentType) {
  if (body.length < 256 || !COMPRESSIBLE.test(contentType)) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { ...(br.length < body.length ? { br } : {}), ...(gz.length < body.length ? { gzip: gz } : {}) };
}
