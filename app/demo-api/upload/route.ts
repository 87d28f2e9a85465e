import { demoError, demoRoute } from '../_lib/demo-route';
import { digestMultipart, multipartBoundary, MultipartError } from '../_lib/multipart-digest';

export const dynamic = 'force-dynamic';

/** The largest upload accepted, all parts and framing together. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_PARTS = 100;

/**
 * POST /demo-api/upload: each multipart part's name, filename, type, size and SHA-256. The body is
 * hashed as it streams in and refused with 413 past 10 MB (at once when `Content-Length` says so),
 * so an upload can neither fill the server's memory nor keep it reading.
 */
export const POST = demoRoute(async (request) => {
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) throw demoError('validation_error', 'Send a multipart/form-data body.', 'body');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!request.body) throw demoError('validation_error', 'The multipart body is empty.', 'body');
  try {
    return Response.json({ parts: await digestMultipart(request.body, boundary, { maxBytes: MAX_UPLOAD_BYTES, maxParts: MAX_PARTS }) });
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    throw error.kind === 'too_large' ? tooLarge() : demoError('validation_error', error.message, 'body');
  }
});

function tooLarge() {
  return demoError('payload_too_large', `The upload is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`);
}
