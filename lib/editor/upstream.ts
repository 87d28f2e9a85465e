import 'server-only';
import { getRuntime } from '../agent/runtime';
import { fetchCapped, OutboundError } from '../http/fetch-capped';
import { siteAgentKey } from './site-key';

/** Where the site's editor routes send agent requests, and with which key. */
export type Upstream = { base: string; projectId: string; key: () => string | Promise<string>; remote: boolean };

/** What the upstream answered: its status and JSON body (problem+json on errors), or no answer. */
export type UpstreamAnswer = { ok: true; status: number; body: unknown; retryAfter?: string } | { ok: false; reason: string };

/**
 * The agent API the editor routes talk to. By default this Lectern itself (`APP_BASE_URL`), with
 * a key the site keeps in its data folder (site-key.ts); with `LECTERN_AGENT_UPSTREAM_URL` and
 * `LECTERN_AGENT_UPSTREAM_KEY`, any server with the same `/v2/agent/{projectId}/job` contract —
 * another Lectern or a hosted agent API. `LECTERN_AGENT_PROJECT` picks the project (`default`, the
 * site's own docs folder). Undefined when a remote URL is set without its key.
 */
export function getUpstream(env: Record<string, string | undefined> = process.env): Upstream | undefined {
  const projectId = env.LECTERN_AGENT_PROJECT?.trim() || 'default';
  const remote = env.LECTERN_AGENT_UPSTREAM_URL?.trim();
  if (remote) {
    const key = env.LECTERN_AGENT_UPSTREAM_KEY?.trim();
    if (!key) return undefined;
    return { base: remote.replace(/\/+$/, ''), projectId, key: () => key, remote: true };
  }
  const rt = getRuntime();
  return { base: rt.env.appBaseUrl, projectId, key: () => siteAgentKey(getRuntime(), projectId), remote: false };
}

/**
 * One request to the upstream's job API (`path` after `/v2/agent/{projectId}`), through the
 * server's one outbound client. The address is the operator's own setting, not a reader's, so
 * private addresses are allowed (the default upstream is this server on loopback); redirects are
 * not followed, time and size are capped. Never throws: a failure is `{ ok: false }` with a reason
 * that names neither the URL nor the key.
 */
export async function callUpstream(up: Upstream, method: 'GET' | 'POST', path: string, body?: unknown): Promise<UpstreamAnswer> {
  const url = `${up.base}/v2/agent/${encodeURIComponent(up.projectId)}${path}`;
  try {
    const key = await up.key();
    const res = await fetchCapped(url, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: 15_000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 0,
      allowPrivate: true,
    });
    let parsed: unknown = null;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      return { ok: false, reason: `the agent service answered ${res.status} with a body that is not JSON` };
    }
    return { ok: true, status: res.status, body: parsed, retryAfter: res.headers['retry-after'] };
  } catch (error) {
    const kind = error instanceof OutboundError ? error.kind : 'network';
    return {
      ok: false,
      reason: kind === 'timeout' ? 'the agent service did not answer in time' : 'the agent service could not be reached',
    };
  }
}
