export const dynamic = 'force-dynamic';

/** GET /demo-api/redirect?to=: a 302 to `to` (default: the JSON endpoint), to see the proxy re-check redirects. */
export function GET(request: Request) {
  const to = new URL(request.url).searchParams.get('to') || '/demo-api/json';
  return new Response(null, { status: 302, headers: { location: to } });
}
