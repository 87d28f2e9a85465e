import { ApiError, isApiError } from './api-error';
import { ERROR_CODES, errorTypeUri } from './error-codes';

export type ProblemContext = { requestId: string; instance: string; docsBase: string; headers?: Record<string, string> };

/**
 * Turns anything thrown into an RFC 9457 problem+json response with `code`, `requestId` and
 * Mintlify's `error` (always equal to `detail`, so clients reading `body.error` keep working).
 * Unknown failures are logged with the request id and answered without stack, SQL or paths.
 */
export function toErrorResponse(error: unknown, ctx: ProblemContext): Response {
  const apiError = isApiError(error) ? error : toInternal(error, ctx.requestId);
  const { code, detail, status } = apiError;
  const body = {
    type: errorTypeUri(code, ctx.docsBase),
    title: ERROR_CODES[code].title,
    status,
    detail,
    instance: ctx.instance,
    code,
    error: detail,
    requestId: ctx.requestId,
    ...apiError.extra,
  };
  const headers = new Headers({ 'content-type': 'application/problem+json', 'cache-control': 'no-store', 'x-request-id': ctx.requestId });
  for (const [name, value] of Object.entries({ ...ctx.headers, ...apiError.headers })) headers.set(name, value);
  return new Response(JSON.stringify(body), { status, headers });
}

function toInternal(error: unknown, requestId: string): ApiError {
  if (isBusy(error)) {
    return new ApiError('service_unavailable', 'The database is busy; retry shortly.', { retryAfter: 1 }, { 'retry-after': '1' });
  }
  // Name, message and a few frames only: a whole error object can carry request data.
  const e = error as Error;
  console.error(`[lectern api] ${requestId} internal error: ${e?.name}: ${e?.message}\n${(e?.stack ?? '').split('\n').slice(1, 6).join('\n')}`);
  return new ApiError('internal_error', `Something went wrong on our side; quote request ${requestId} when reporting it.`);
}

/** SQLite lock exhaustion is an availability problem, not a bug: 503 with Retry-After. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
