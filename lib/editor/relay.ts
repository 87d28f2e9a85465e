import { jsonResponse } from '../http/json-response';
import { problemResponse } from '../http/problem';
import type { UpstreamAnswer } from './upstream';

type UpstreamProblem = { code?: unknown; detail?: unknown; error?: unknown; errors?: unknown; retryAfter?: unknown };

/**
 * The upstream's answer as the editor's browser gets it: a success as JSON; an error as
 * problem+json with the upstream's own human message and code (a 429 says when to retry, and keeps
 * `Retry-After`); no answer at all as a 502 that says so. Only the body's meaning crosses over —
 * never the upstream's address, its key or its headers.
 */
export function relay(answer: UpstreamAnswer): Response {
  if (!answer.ok) {
    return problemResponse({
      type: 'about:blank',
      title: 'Agent unavailable',
      status: 502,
      detail: `The agent could not take the request: ${answer.reason}. Try again in a moment.`,
      code: 'upstream_unavailable',
    });
  }
  if (answer.status >= 200 && answer.status < 300) return jsonResponse(answer.status, answer.body);
  const p = (answer.body ?? {}) as UpstreamProblem;
  const detail = typeof p.detail === 'string' ? p.detail : typeof p.error === 'string' ? p.error : `The agent answered ${answer.status}.`;
  const code = typeof p.code === 'string' ? p.code : 'upstream_error';
  if (answer.status === 429) {
    const seconds = Number(answer.retryAfter ?? p.retryAfter);
    const when = Number.isFinite(seconds) && seconds > 0 ? `try again in ${Math.ceil(seconds)} seconds` : 'try again later';
    return problemResponse(
      {
        type: 'about:blank',
        title: 'Too many requests',
        status: 429,
        detail: `${detail} (${when}).`,
        code,
        ...(Number.isFinite(seconds) ? { retryAfter: Math.ceil(seconds) } : {}),
      },
      Number.isFinite(seconds) ? { 'retry-after': String(Math.ceil(seconds)) } : {},
    );
  }
  // The upstream's 401/403 is the site's configuration, not the editor's doing: say so.
  if (answer.status === 401 || answer.status === 403) {
    return problemResponse({
      type: 'about:blank',
      title: 'Agent misconfigured',
      status: 502,
      detail: "The agent refused the site's key; ask the operator to check LECTERN_AGENT_UPSTREAM_KEY.",
      code: 'upstream_auth',
    });
  }
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return problemResponse({
    type: 'about:blank',
    title: 'Agent error',
    status,
    detail,
    code,
    ...(Array.isArray(p.errors) ? { errors: p.errors } : {}),
  });
}
