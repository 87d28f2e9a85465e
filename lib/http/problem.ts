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
    requestId: ctx.requestId,
    ...apiError.extra,
  };
  return problemResponse(body, { 'x-request-id': ctx.requestId, ...ctx.headers, ...apiError.headers });
}

export type ProblemBody = { type: string; title: string; status: number; detail: string; code: string; [member: string]: unknown };

/**
 * The one problem+json writer (RFC 9457) of every HTTP surface: the agent API and the playground
 * proxy. Adds Mintlify's `error` (always equal to `detail`, so clients reading `body.error` keep
 * working) and never lets the answer be cached.
 */
export function problemResponse(body: ProblemBody, headers: Record<string, string> = {}): Response {
  const { type, title, status, detail, ...rest } = body;
  const out = new Headers({ 'content-type': 'application/problem+json', 'cache-control': 'no-store' });
  for (const [name, value] of Object.entries(headers)) out.set(name, value);
  return new Response(JSON.stringify({ type, title, status, detail, ...withError(rest, detail) }), { status, headers: out });
}

/** `error` placed right after `code`, as docs/agent-api.md "Errors: problem+json" shows the members. */
function withError(rest: Record<string, unknown>, detail: string): Record<string, unknown> {
  const { instance, code, ...more } = rest;
  return { ...(instance !== undefined ? { instance } : {}), code, error: detail, ...more };
}

function toInternal(error: unknown, requestId: string): ApiError {
  if (isBusy(error)) {
    return new ApiError('service_unavailable', 'The database is busy; retry shortly.', { retryAfter: 1 }, { 'retry-after': '1' });
  }
  // Name, message and a few frames only: a whole error object can carry request data.
  const e = error as Error;
  console.error(
    `[lectern api] ${requestId} internal error: ${e?.name}: ${e?.message}\n${(e?.stack ?? '').split('\n').slice(1, 6).join('\n')}`,
  );
  return new ApiError('internal_error', `Something went wrong on our side; quote request ${requestId} when reporting it.`);
}

/** SQLite lock exhaustion is an availability problem, not a bug: 503 with Retry-After. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
