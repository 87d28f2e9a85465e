import { createHash } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import { jsonResponse } from '../../http/json-response';
import { toErrorResponse } from '../../http/problem';
import { readBodyCapped } from '../../http/read-body';
import { newId } from '../ids';
import { logError } from '../log-error';
import type { AgentRuntime } from '../agent-runtime';
import { getRuntime } from '../runtime';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type IdempotencyScope } from '../store/idempotency';
import { inTx as runInTx } from '../store/tx';
import type { KeyRow, ProjectRow } from '../types';
import { authenticate, authorizeProject } from './auth';
import { chargeRate, type PolicyName } from './rate';

export type Params = Record<string, string>;

/** What an endpoint's action sees once the request passed routing, auth, scope, body and limits. */
export type ApiContext = { rt: AgentRuntime; request: Request; url: URL; params: Params; key: KeyRow; project?: ProjectRow; body?: string };

export type ActionResult = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * One method of an endpoint, declared; `handleApi` runs the checks in the order of docs/agent-api.md "Errors: problem+json".
 * `T` is what `validate` returns and the action receives, so the action reads a typed input; a
 * method without `validate` takes no input (`T` is `undefined`).
 */
export type MethodSpec<T = undefined> = {
  /** Rate policy and what it is counted per. */
  rate: { policy: PolicyName; per: 'project' | 'key' };
  /** Read a capped body and let the action parse it. */
  body?: boolean;
  /** Honour `Idempotency-Key`. */
  idempotent?: boolean;
  /** Validate the body or query before the rate limit is charged (failed validation is free). */
  validate?: (c: ApiContext) => T;
  /** The work, run in one write transaction with the idempotency record: database calls only, through `c.rt`. */
  action?: (c: ApiContext, input: T) => Promise<ActionResult | Response>;
  /** Work that must wait on I/O (git): runs outside any transaction, never idempotent. */
  asyncAction?: (c: ApiContext, input: T) => Promise<ActionResult>;
};

/**
 * Runs one API request through the fixed order of checks — authentication, project scope, body
 * size, idempotency, validation, rate limit, state — and turns whatever is thrown into
 * problem+json. Bad input of any kind ends as a 4xx, never a 500.
 */
export async function handleApi<T>(request: Request, params: Params, spec: MethodSpec<T>): Promise<Response> {
  const requestId = newId('req');
  const url = new URL(request.url);
  let rt: AgentRuntime | undefined;
  let scope: IdempotencyScope | undefined;
  let rateHeaders: Record<string, string> = {};
  try {
    rt = getRuntime();
    const key = await authenticate(rt, request);
    const project = params.projectId === undefined ? undefined : await authorizeProject(rt, key, params.projectId);
    const c: ApiContext = { rt, request, url, params, key, project };
    if (spec.body) c.body = await readBodyCapped(request);
    const idempotencyKey = spec.idempotent ? readIdempotencyKey(request) : undefined;
    const methodPath = `${request.method} ${url.pathname}`;
    if (idempotencyKey && project) {
      scope = { orgId: key.org_id, projectId: project.id, key: idempotencyKey };
      const claim = await claimIdempotencyKey(rt, scope, methodPath, sha256(c.body ?? ''));
      if (claim.kind === 'replay') {
        scope = undefined;
        const { status, headers, body } = claim.response;
        return new Response(body, { status, headers: { ...headers, 'idempotent-replayed': 'true', 'x-request-id': requestId } });
      }
      if (claim.kind !== 'new') {
        const s = scope;
        scope = undefined;
        throw claim.kind === 'mismatch'
          ? new ApiError('idempotency_key_reused', `Idempotency-Key '${s.key}' was used with a different request.`)
          : new ApiError('idempotency_key_in_use', `A request with Idempotency-Key '${s.key}' is still being processed; retry later.`);
      }
    }
    // Without `validate` the spec's T is `undefined` (see MethodSpec), which is what this yields.
    const input = (spec.validate ? spec.validate(c) : undefined) as T;
    rateHeaders = await chargeRate(rt, spec.rate.policy, spec.rate.per === 'project' && project ? project.id : key.id);
    const runtime = rt;
    const asyncResult = spec.asyncAction ? await spec.asyncAction(c, input) : undefined;
    // Reads need no write transaction (WAL readers never block); writes take one so the state
    // change and its idempotency record commit together. The action sees the transaction's runtime.
    const write = !(request.method === 'GET' || request.method === 'HEAD');
    const inTx = <R>(fn: (t: AgentRuntime) => Promise<R>) => (write ? runInTx(runtime, fn) : fn(runtime));
    const response = await inTx(async (t) => {
      const result = asyncResult ?? (await spec.action!({ ...c, rt: t }, input));
      if (result instanceof Response) return result;
      const headers = { 'content-type': 'application/json', 'cache-control': 'no-store', ...rateHeaders, ...result.headers };
      const body = JSON.stringify(result.body);
      if (scope) await completeIdempotencyKey(t, scope, { status: result.status, headers, body });
      return new Response(body, { status: result.status, headers });
    });
    scope = undefined;
    response.headers.set('x-request-id', requestId);
    for (const [name, value] of Object.entries(rateHeaders)) if (!response.headers.has(name)) response.headers.set(name, value);
    if (response.status < 300) rt.events.emit('changed');
    return response;
  } catch (error) {
    if (scope && rt) await safely(() => releaseIdempotencyKey(rt!, scope!));
    const docsBase = rt?.env.appBaseUrl ?? 'http://localhost:3000';
    return toErrorResponse(error, { requestId, instance: url.pathname, docsBase, headers: rateHeaders });
  }
}

/** `Idempotency-Key`: 1–255 visible ASCII characters (docs/agent-api.md "Idempotency"). */
function readIdempotencyKey(request: Request): string | undefined {
  const value = request.headers.get('idempotency-key');
  if (value === null) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new ApiError('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return value;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function safely(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    logError('api cleanup failed', error);
  }
}

export { jsonResponse };
