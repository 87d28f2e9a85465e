import { intParam } from '../_lib/respond';

export const dynamic = 'force-dynamic';

const cache = new Map<number, string>();

/** GET /demo-api/big-json?mb=5: a JSON array of about `mb` megabytes (at most 20), for the benchmark. */
export function GET(request: Request) {
  const mb = intParam(request, 'mb', 5, 1, 20);
  let text = cache.get(mb);
  if (!text) {
    const items: string[] = [];
    let size = 2;
    for (let i = 0; size < mb * 1024 * 1024; i++) {
      const item = JSON.stringify({ id: i, name: `Item ${i}`, active: i % 3 === 0, price: Math.round(i * 137) / 100, tags: ['alpha', 'beta'], owner: { id: `u_${i % 97}`, email: `user${i % 97}@example.com` } });
      items.push(item);
      size += item.length + 1;
    }
    text = `[${items.join(',')}]`;
    cache.set(mb, text);
  }
  return new Response(text, { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'cache-control': 'no-store' } });
}
