// `npm start`: Lectern's production server (issue 12). Next's own request handler (a "custom
// server": next({ dev: false }), prepare(), getRequestHandler()) behind a cache of page answers kept
// in memory (lib/serve/response-cache.mjs): a page Next served from its page cache is answered
// again from memory, before Next's request pipeline (proxy wrapper, route resolving, rewrites)
// runs, with br and gzip made once. Everything else, and every first request, goes to Next as
// `next start` would send it: proxy.ts, rewrites, headers and instrumentation.ts all run.
//
//   node scripts/start.mjs [-p <port>] [-H <hostname>]      (PORT, HOSTNAME; LECTERN_DIST_DIR, DOCS_DIR as for next start)
//   LECTERN_RESPONSE_CACHE_MB=<n>                            (bound of the cache, default 256; 0 turns it off)
//
// Plain JavaScript run by Node: no TypeScript at serve time. The routing decision the cache keys on
// is proxy.ts's own function (lib/serve/route-decision), which instrumentation.ts hands over on
// globalThis (lib/site/served-responses.ts); until it has, every request goes to Next.
import http from 'node:http';
import { ResponseCache, answerFromCache, isCacheableRequest } from '../lib/serve/response-cache.mjs';

const USAGE = 'usage: node scripts/start.mjs [-p|--port <port>] [-H|--hostname <hostname>]';
/** The name lib/site/served-responses.ts uses: where Next's bundles and this server meet. */
const HOOKS = Symbol.for('lectern.responseCache');

/** -p/--port and -H/--hostname, as `next start` takes them; PORT and HOSTNAME otherwise. */
function parseArgs(argv) {
  const options = { port: process.env.PORT || '3000', hostname: process.env.HOSTNAME || undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const name = { '-p': 'port', '--port': 'port', '-H': 'hostname', '--hostname': 'hostname' }[flag];
    if (!name) exitWith(`lectern start: unknown argument "${argv[i]}"\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') exitWith(`lectern start: ${flag} needs a value\n${USAGE}`);
    options[name] = value;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    exitWith(`lectern start: the port "${options.port}" is not a number from 0 to 65535`);
  return { port, hostname: options.hostname };
}

/** The cache's bound in bytes from LECTERN_RESPONSE_CACHE_MB (default 256 MB; 0: no cache). */
function cacheBytes() {
  const raw = process.env.LECTERN_RESPONSE_CACHE_MB ?? '256';
  const mb = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(mb) || mb < 0)
    exitWith(`lectern start: LECTERN_RESPONSE_CACHE_MB="${raw}" is not a number of megabytes (0 turns the cache off)`);
  return Math.floor(mb * 1024 * 1024);
}

/**
 * Records where this server listens as `next start` does (PORT, __NEXT_PRIVATE_ORIGIN): the app reads
 * them to call itself (lib/agent/site-sync's refresh of this replica) and Next for its own URLs.
 */
function recordOrigin(hostname, port) {
  const host =
    !hostname || hostname === '0.0.0.0' ? 'localhost' : hostname === '::' ? '[::1]' : hostname.includes(':') ? `[${hostname}]` : hostname;
  process.env.PORT = String(port);
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${host}:${port}`;
  return process.env.__NEXT_PRIVATE_ORIGIN;
}

function exitWith(message) {
  console.error(message);
  process.exit(1);
}

/** A request header as one string (Node gives arrays only for a few repeated headers). */
const single = (value) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Tees what Next writes to `res` and hands status, headers and body to `done` once the answer was
 * sent in full. Headers given to writeHead as an object are merged in; as a raw array (which Next
 * does not use for pages) the answer is not kept, since its headers could not be read back.
 */
function captureAnswer(res, limit, done) {
  const chunks = [];
  let size = 0;
  let unreadable = false;
  let extra = {};
  const keep = (chunk, encoding) => {
    if (unreadable || chunk == null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    size += buffer.length;
    if (size > limit) unreadable = true;
    else chunks.push(buffer);
  };
  const { write, end, writeHead } = res;
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object');
    if (Array.isArray(headers)) unreadable = true;
    else if (headers) extra = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return writeHead.call(this, status, ...rest);
  };
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  res.once('finish', () => {
    if (!unreadable) done({ status: res.statusCode, headers: { ...res.getHeaders(), ...extra }, body: Buffer.concat(chunks) });
  });
}

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  const maxBytes = cacheBytes();
  // As `next start`: a production server, whatever the shell says.
  process.env.NODE_ENV ??= 'production';
  const cache = maxBytes > 0 ? new ResponseCache({ maxBytes }) : undefined;
  globalThis[HOOKS] ??= {};
  const hooks = globalThis[HOOKS];
  if (cache) hooks.clear = () => cache.clear();

  if (port) recordOrigin(hostname, port);
  const { default: next } = await import('next');
  const server = http.createServer();
  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port, httpServer: server });
  try {
    await app.prepare();
  } catch (error) {
    exitWith(`lectern start: ${error instanceof Error ? error.message : String(error)}`);
  }
  const handleWithNext = app.getRequestHandler();

  server.on('request', async (req, res) => {
    const scopeOf = hooks.scope;
    if (!cache || !scopeOf || !isCacheableRequest(req.method, req.url)) return handleWithNext(req, res);
    // The values the key is made of, as the request came: Next may change req.headers on its way.
    const sent = { ...req.headers };
    const header = (name) => single(sent[name]);
    let scope;
    try {
      scope = await scopeOf(req.url, { get: (name) => header(name.toLowerCase()) ?? null });
    } catch {
      // A decision that failed is Next's to make (and to report): nothing is kept.
      scope = undefined;
    }
    if (!scope) return handleWithNext(req, res);
    const entry = cache.lookup(scope, req.url, header);
    if (entry) {
      const answer = answerFromCache(entry, req.method, header);
      res.writeHead(answer.status, answer.headers.flat());
      res.end(answer.body);
      return;
    }
    if (req.method === 'GET') {
      // This client gets Next's answer as Next sends it (gzip when asked); the cache keeps its bytes, decoded.
      const request = { scope, path: req.url, header, generation: cache.generation };
      // The cache keeps no body over an eighth of its bound (store() refuses it): no need to hold more.
      captureAnswer(res, maxBytes / 8, (answer) => {
        cache
          .store(request, answer)
          .catch((error) => console.error('[lectern] response cache:', error instanceof Error ? error.message : error));
      });
    }
    return handleWithNext(req, res);
  });
  server.listen(port, hostname, () => {
    const origin = recordOrigin(hostname, server.address().port);
    const what = cache ? `response cache ${Math.round(maxBytes / 1024 / 1024)} MB` : 'response cache off';
    console.log(`Lectern ready on ${origin} (${what})`);
  });
  server.on('error', (error) => exitWith(`lectern start: ${error.message}`));
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
}

await main();
