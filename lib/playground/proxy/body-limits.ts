/**
 * Size caps on both directions, so the proxy can't be used to move unbounded data through
 * Lectern's server. Request bodies are read up front (a redirect may need to resend them);
 * responses stream through and are cut off once past the cap.
 */
import 'server-only';
import { Readable } from 'node:stream';

/** The request body as bytes, or `undefined` when it is larger than `max`. */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** A web stream of the API's body that errors once more than `max` bytes have passed. */
export function toCappedStream(body: Readable, max: number): ReadableStream<Uint8Array> {
  let total = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.length;
      if (total > max) {
        body.destroy();
        controller.error(new Error(`response larger than ${max} bytes`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return (Readable.toWeb(body) as ReadableStream<Uint8Array>).pipeThrough(counter);
}
