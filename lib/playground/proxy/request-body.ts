/**
 * The reader's request body on its way to the API. Small bodies are read whole first, so that a
 * 307/308 redirect can send them again (https://fetch.spec.whatwg.org/#http-redirect-fetch);
 * larger ones stream through as they arrive, counted against the cap, and are never kept: the
 * proxy does not hold megabytes per request, and an upload over the cap is cut off mid-way.
 */
import 'server-only';

export type RequestBody =
  | { kind: 'none' }
  /** Read whole: can be sent again on a redirect. */
  | { kind: 'buffered'; bytes: Uint8Array }
  /** Sent as it arrives; `chunks` throws `BodyTooLargeError` once past the cap. Single use. */
  | { kind: 'streamed'; chunks: AsyncIterable<Uint8Array>; declaredLength?: number }
  | { kind: 'too_large' }
  /** The deadline passed while the first bytes were still arriving. */
  | { kind: 'timeout' };

/** Thrown by a streamed body's chunks once the reader has sent more than the cap. */
export class BodyTooLargeError extends Error {
  constructor(readonly max: number) {
    super(`request body larger than ${max} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads up to `replayMax` bytes; a body that ends within them is buffered, a longer one streams
 * (those bytes first, then the rest). `max` caps both; a declared length over it is refused unread.
 */
export async function toRequestBody(
  stream: ReadableStream<Uint8Array> | null,
  declared: string | null,
  limits: { max: number; replayMax: number },
  deadline?: AbortSignal,
): Promise<RequestBody> {
  if (!stream) return { kind: 'none' };
  const declaredLength = declared !== null && /^\d+$/.test(declared) ? Number(declared) : undefined;
  if (declaredLength !== undefined && declaredLength > limits.max) {
    await stream.cancel().catch(() => {});
    return { kind: 'too_large' };
  }
  const reader = stream.getReader();
  // A slow upload counts against the exchange's deadline too; cancelling ends the pending read.
  const stop = () => void reader.cancel().catch(() => {});
  deadline?.addEventListener('abort', stop, { once: true });
  const head: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (deadline?.aborted) return { kind: 'timeout' };
    if (done) {
      deadline?.removeEventListener('abort', stop);
      return total ? { kind: 'buffered', bytes: Buffer.concat(head) } : { kind: 'none' };
    }
    total += value.byteLength;
    if (total > limits.max) {
      await reader.cancel().catch(() => {});
      return { kind: 'too_large' };
    }
    head.push(value);
    if (total > limits.replayMax) break;
  }
  deadline?.removeEventListener('abort', stop);
  return { kind: 'streamed', chunks: rest(reader, head, total, limits.max), declaredLength };
}

async function* rest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  head: Uint8Array[],
  already: number,
  max: number,
): AsyncGenerator<Uint8Array> {
  let total = already;
  let finished = false;
  try {
    yield* head;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      total += value.byteLength;
      if (total > max) throw new BodyTooLargeError(max);
      yield value;
    }
  } finally {
    // Cut off, or abandoned because the connection ended: stop reading the reader's upload.
    if (!finished) await reader.cancel().catch(() => {});
  }
}
