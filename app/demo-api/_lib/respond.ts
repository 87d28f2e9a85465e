/** Small helpers shared by the demo API's route handlers. */

/** A binary response with its length, so players can seek and the playground shows the size. */
export function binary(bytes: Uint8Array, type: string, extra: Record<string, string> = {}): Response {
  return new Response(bytes as BodyInit, {
    headers: { 'content-type': type, 'content-length': String(bytes.length), 'cache-control': 'no-store', ...extra },
  });
}

/** An integer query parameter clamped to [min, max]. */
export function intParam(request: Request, name: string, fallback: number, min: number, max: number): number {
  const value = Number.parseInt(new URL(request.url).searchParams.get(name) ?? '', 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}
