/**
 * One round trip to a token endpoint (or a discovery document) with the playground's fetcher:
 * straight from the browser first (token endpoints commonly allow CORS, and then the secret
 * never passes through this site), and through the site's proxy only when the browser could not
 * complete it (no CORS) and the site uses the proxy. The proxy forwards only the token and
 * discovery URLs the spec declares for the page's operation. Nothing throws: a failure is a
 * sentence. Isomorphic.
 */
import type { HarRequest } from '../../openapi/build-request';
import { readBody, sendRequest } from '../send';
import { parseTokenResponse, type Token } from './token-request';

export type TokenResult = ({ ok: true } & Token) | { ok: false; message: string };

/** Send a built token request and read its answer. */
export async function requestToken(har: HarRequest, opts: { page: string; proxy: boolean }): Promise<TokenResult> {
  const answer = await roundTrip(har, opts);
  return answer.ok ? parseTokenResponse(answer.status, answer.text) : answer;
}

/** GET a JSON document (OpenID Connect discovery) the same way. */
export async function requestJson(
  url: string,
  opts: { page: string; proxy: boolean },
): Promise<{ ok: true; json: unknown } | { ok: false; message: string }> {
  const har: HarRequest = {
    method: 'GET',
    url,
    httpVersion: 'HTTP/1.1',
    headers: [{ name: 'Accept', value: 'application/json' }],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  const answer = await roundTrip(har, opts);
  if (!answer.ok) return answer;
  if (answer.status !== 200) return { ok: false, message: `The OpenID Connect discovery document answered ${answer.status}.` };
  try {
    return { ok: true, json: JSON.parse(answer.text) };
  } catch {
    return { ok: false, message: 'The OpenID Connect discovery document is not JSON.' };
  }
}

/** Sends `har` (see directThenProxy) and reads the whole answer as text, within one 30 s budget. */
async function roundTrip(
  har: HarRequest,
  opts: { page: string; proxy: boolean },
): Promise<{ ok: true; status: number; text: string } | { ok: false; message: string }> {
  const signal = AbortSignal.timeout(30_000);
  const sent = await directThenProxy(har, opts, signal);
  if (!sent.ok) return { ok: false, message: sent.message };
  const chunks: Uint8Array[] = [];
  const read = await readBody(sent.body, (c) => chunks.push(c), signal);
  if (!read.ok) return { ok: false, message: read.message };
  return { ok: true, status: sent.status, text: new TextDecoder().decode(await new Blob(chunks as BlobPart[]).arrayBuffer()) };
}

async function directThenProxy(har: HarRequest, opts: { page: string; proxy: boolean }, signal: AbortSignal) {
  const common = { page: opts.page, credentials: false, timeoutMs: 30_000, signal };
  const direct = await sendRequest(har, { ...common, proxy: false });
  if (direct.ok || direct.kind !== 'cors' || !opts.proxy) return direct;
  return sendRequest(har, { ...common, proxy: true });
}
