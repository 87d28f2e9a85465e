import { ApiError } from './api-error';

/** Largest accepted request body (agent-api.md B5). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a request body as UTF-8 text, never more than `max` bytes. `Content-Length` is checked
 * first; chunked bodies have none, so the stream is counted too and cut off at the cap.
 */
export async function readBodyCapped(request: Request, max = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw tooLarge(max);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

function tooLarge(max: number): ApiError {
  return new ApiError('payload_too_large', `The request body is larger than ${max / 1024} KiB.`);
}
