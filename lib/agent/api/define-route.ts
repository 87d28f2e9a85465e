import 'server-only';
import { ApiError } from '../../http/api-error';
import { toErrorResponse } from '../../http/problem';
import { newId } from '../ids';
import { handleApi, type MethodSpec, type Params } from './pipeline';

type Method = 'GET' | 'POST';
type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

/** Every method a route file exports: Next's own 405 has an empty body, so we answer all of them. */
export type RouteHandlers = Record<'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', Handler>;

/**
 * Builds the exports of one route file from its methods' specs. Unlisted methods get a
 * problem+json 405 with `Allow`; HEAD runs GET without a body; OPTIONS answers 204 with `Allow`.
 */
export function defineRoute<G = undefined, P = undefined>(methods: { GET?: MethodSpec<G>; POST?: MethodSpec<P> }): RouteHandlers {
  const allowed = [...Object.keys(methods), ...(methods.GET ? ['HEAD'] : []), 'OPTIONS'];
  const allow = allowed.join(', ');
  // One branch per method, so each spec keeps its own input type on the way to handleApi.
  const run = (method: Method) => async (request: Request, context: RouteContext) => {
    if (method === 'GET') return methods.GET ? handleApi(request, toParams(await context.params), methods.GET) : notAllowed(request, allow);
    return methods.POST ? handleApi(request, toParams(await context.params), methods.POST) : notAllowed(request, allow);
  };
  const notAllowedHandler: Handler = async (request) => notAllowed(request, allow);
  return {
    GET: run('GET'),
    POST: run('POST'),
    PUT: notAllowedHandler,
    PATCH: notAllowedHandler,
    DELETE: notAllowedHandler,
    HEAD: async (request, context) => {
      if (!methods.GET) return notAllowed(request, allow);
      const response = await run('GET')(request, context);
      return new Response(null, { status: response.status, headers: response.headers });
    },
    OPTIONS: async () => new Response(null, { status: 204, headers: { allow } }),
  };
}

/** Exports of the catch-all routes: any method on an unknown API path is a problem+json 404. */
export function notFoundRoute(): RouteHandlers {
  const handler: Handler = async (request) => {
    const url = new URL(request.url);
    const error = new ApiError('route_not_found', `No API route ${request.method} ${url.pathname.slice(0, 200)}.`);
    return toErrorResponse(error, { requestId: newId('req'), instance: url.pathname, docsBase: docsBase() });
  };
  return { GET: handler, HEAD: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}

function notAllowed(request: Request, allow: string): Response {
  const url = new URL(request.url);
  const error = new ApiError(
    'method_not_allowed',
    `${request.method} is not allowed on ${url.pathname.slice(0, 200)}; use ${allow}.`,
    {},
    { allow },
  );
  return toErrorResponse(error, { requestId: newId('req'), instance: url.pathname, docsBase: docsBase() });
}

/** Path segments arrive decoded from Next; catch-all segments come as arrays. */
function toParams(raw: Record<string, string | string[] | undefined>): Params {
  const params: Params = {};
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) params[name] = Array.isArray(value) ? value.join('/') : value;
  return params;
}

/** The docs base for `type` URIs without opening the database (405 and 404 must not need it). */
function docsBase(): string {
  return (process.env.APP_BASE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}
