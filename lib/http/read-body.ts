import { ApiError } from './api-error';
import { readCapped } from './capped-body';

/** Largest accepted request body (docs/agent-api.md "Bodies and validation"). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a request body as UTF-8 text, never more than `max` bytes. `Content-Length` is checked
 * first; chunked bodies have none, so the stream is counted too and cut off at the cap.
 */
export async function readBodyCapped(request: Request, max = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw tooLarge(max);
  const read = await readCapped(request.body, max);
  if (!read.ok) throw tooLarge(max);
  return new TextDecoder('utf-8', { fatal: false }).decode(read.bytes);
}

function tooLarge(max: number): ApiError {
  return new ApiError('payload_too_large', `The request body is larger than ${max / 1024} KiB.`);
}
