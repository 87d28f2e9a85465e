import { readBodyCapped } from '@/lib/http/read-body';
import { demoRoute } from '../_lib/demo-route';
import { parseCookieNames, REDACTED, redactHeader } from '../_lib/redact-credentials';

export const dynamic = 'force-dynamic';

/** The largest body the echo reads: far more than any form, far less than a memory problem. */
const MAX_ECHO_BYTES = 1024 * 1024;
/** How much of the body the answer repeats. */
const SHOWN_CHARS = 100_000;

/**
 * Any method on /demo-api/echo: what arrived (method, headers, query, cookies, body), with every
 * credential shown as `[redacted]` (see redactHeader): the reader's own cookies and
 * `Authorization` reach the echo too, and it must never hand them back to a script.
 */
const echo = demoRoute(async (request) => {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await readBodyCapped(request, MAX_ECHO_BYTES);
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) headers[name] = redactHeader(name, value);
  const cookies = Object.fromEntries(parseCookieNames(request.headers.get('cookie') ?? '').map((name) => [name, REDACTED]));
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : all[0];
  }
  return Response.json(
    {
      method: request.method,
      path: url.pathname,
      query,
      headers,
      cookies,
      body: text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text,
      json: parseJson(text),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
});

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export { echo as DELETE, echo as GET, echo as PATCH, echo as POST, echo as PUT };
