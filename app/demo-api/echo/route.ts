export const dynamic = 'force-dynamic';

/** Any method on /demo-api/echo: what arrived (method, headers, query, cookies, body). */
async function echo(request: Request) {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const cookies = Object.fromEntries(
    (request.headers.get('cookie') ?? '').split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      return at > 0 ? [[pair.slice(0, at).trim(), safeDecode(pair.slice(at + 1).trim())]] : [];
    }),
  );
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : all[0];
  }
  return Response.json({
    method: request.method,
    path: url.pathname,
    query,
    headers: Object.fromEntries(request.headers),
    cookies,
    body: text.length > 100_000 ? `${text.slice(0, 100_000)}…` : text,
    json: parseJson(text),
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export { echo as DELETE, echo as GET, echo as PATCH, echo as POST, echo as PUT };
