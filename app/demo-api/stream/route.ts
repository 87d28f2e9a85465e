import { demoRoute } from '../_lib/demo-route';

export const dynamic = 'force-dynamic';

/** GET /demo-api/stream: five server-sent events over about a second. */
export const GET = demoRoute(() => {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let n = 0;
      timer = setInterval(() => {
        n += 1;
        controller.enqueue(encoder.encode(`id: ${n}\nevent: tick\ndata: ${JSON.stringify({ n, at: new Date().toISOString() })}\n\n`));
        if (n === 5) {
          clearInterval(timer);
          controller.close();
        }
      }, 220);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  // no-transform: Next's response compression would otherwise hold the events back.
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' } });
});
