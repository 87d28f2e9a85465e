/**
 * Size caps on bodies, in one place for every direction: incoming API requests, responses the
 * server reads (spec fetches), and streams it passes through (the playground proxy). A declared
 * `Content-Length` is a claim, not a promise, so the bytes are counted as they arrive.
 */

export type CappedRead = { ok: true; bytes: Buffer } | { ok: false; read: number };

/**
 * Reads a body to its end, or stops (and cancels the source) once it passes `max` bytes. Takes a
 * web stream or a node stream, since both are async iterables of byte chunks.
 */
export async function readCapped(source: AsyncIterable<Uint8Array> | null | undefined, max: number): Promise<CappedRead> {
  if (!source) return { ok: true, bytes: Buffer.alloc(0) };
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop early runs the iterator's return(): a web stream is cancelled, a node stream destroyed.
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > max) return { ok: false, read: total };
    chunks.push(chunk);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/**
 * A web stream that passes `stream` through and errors once more than `max` bytes have passed;
 * `onEnd` runs once when it ends in any way (done, cut, or cancelled by the reader).
 */
export function capStream(stream: ReadableStream<Uint8Array>, max: number, onEnd: () => void = () => {}): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let total = 0;
  let ended = false;
  const end = () => {
    if (!ended) onEnd();
    ended = true;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          end();
          return controller.close();
        }
        total += value.byteLength;
        if (total > max) throw new Error(`body larger than ${max} bytes`);
        controller.enqueue(value);
      } catch (error) {
        end();
        await reader.cancel(error).catch(() => {});
        controller.error(error);
      }
    },
    async cancel(reason) {
      end();
      await reader.cancel(reason).catch(() => {});
    },
  });
}

/** Human size for messages: `10 MB`, `512 KB`. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
