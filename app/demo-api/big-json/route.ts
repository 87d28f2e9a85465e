import { demoRoute } from '../_lib/demo-route';
import { intParam } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/**
 * The largest document served. The playground benchmark (bench/playground.ts) needs 5 MB; more
 * would only make the demo API a response amplifier (a short request, a huge answer).
 */
const MAX_MB = 5;
const cache = new Map<number, string>();

/** GET /demo-api/big-json?mb=5: a JSON array of about `mb` megabytes (at most 5), for the benchmark. */
export const GET = demoRoute((request) => {
  const mb = intParam(request, 'mb', MAX_MB, 1, MAX_MB);
  let text = cache.get(mb);
  if (!text) {
    const items: string[] = [];
    let size = 2;
    for (let i = 0; size < mb * 1024 * 1024; i++) {
      const item = JSON.stringify({
        id: i,
        name: `Item ${i}`,
        active: i % 3 === 0,
        price: Math.round(i * 137) / 100,
        tags: ['alpha', 'beta'],
        owner: { id: `u_${i % 97}`, email: `user${i % 97}@example.com` },
      });
      items.push(item);
      size += item.length + 1;
    }
    text = `[${items.join(',')}]`;
    cache.set(mb, text);
  }
  return new Response(text, {
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'cache-control': 'no-store' },
  });
});
