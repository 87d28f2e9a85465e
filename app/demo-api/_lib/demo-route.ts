import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/http/api-error';
import { toErrorResponse } from '@/lib/http/problem';
import { newId } from '@/lib/agent/ids';
import { isDemoApiEnabled } from './enabled';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler = (request: Request, context: RouteContext) => Response | Promise<Response>;

let enabled: boolean | undefined;

/**
 * Wraps one demo API handler: the one place that decides whether the demo API exists on this
 * server (see isDemoApiEnabled; the build routes `/demo-api/*` to the docs 404 page too, this is
 * the same check at run time), and turns an ApiError thrown by the handler into problem+json, so
 * bad input never becomes a 500.
 */
export function demoRoute(handler: Handler): Handler {
  return async (request, context) => {
    enabled ??= isDemoApiEnabled(process.env, process.cwd());
    if (!enabled) notFound();
    try {
      return await handler(request, context);
    } catch (error) {
      const url = new URL(request.url);
      return toErrorResponse(error, { requestId: newId('req'), instance: url.pathname, docsBase: docsBase() });
    }
  };
}

/** A problem+json refusal of the demo API (400 validation, 413 too large). */
export function demoError(code: 'validation_error' | 'payload_too_large', detail: string, field?: string): ApiError {
  return new ApiError(code, detail, field ? { errors: [{ field, code: 'invalid', message: detail }] } : {});
}

/** The docs base for problem `type` URIs, read like the agent API's routes read it. */
function docsBase(): string {
  return (process.env.APP_BASE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}
