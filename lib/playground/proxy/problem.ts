/**
 * The proxy's own answers: RFC 9457 problem+json with `code` and `error` (agent-api.md), marked
 * `x-lectern-proxy: refused` so the playground tells them apart from an API's own errors and
 * shows `detail`, one sentence a reader can act on.
 */
import { PROXY_HEADERS } from '../proxy-protocol';

export type RefusalCode =
  | 'not_from_playground'
  | 'cross_site'
  | 'no_operation'
  | 'playground_disabled'
  | 'target_invalid'
  | 'target_not_allowed'
  | 'private_address'
  | 'redirect_not_allowed'
  | 'too_many_redirects'
  | 'request_too_large'
  | 'response_too_large'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_invalid';

const TITLES: Record<RefusalCode, [number, string]> = {
  not_from_playground: [400, 'Not a playground request'],
  cross_site: [403, 'Cross-site use of the proxy'],
  no_operation: [404, 'No API operation on this page'],
  playground_disabled: [403, 'Playground turned off'],
  target_invalid: [400, 'Invalid target URL'],
  target_not_allowed: [403, 'Target outside the API servers'],
  private_address: [403, 'Private address refused'],
  redirect_not_allowed: [403, 'Redirect outside the API servers'],
  too_many_redirects: [508, 'Too many redirects'],
  request_too_large: [413, 'Request body too large'],
  response_too_large: [502, 'Response too large'],
  upstream_unreachable: [502, 'API unreachable'],
  upstream_timeout: [504, 'API timed out'],
  upstream_invalid: [502, 'Invalid API response'],
};

/** A refusal with its sentence. */
export function refuse(code: RefusalCode, detail: string): Response {
  const [status, title] = TITLES[code];
  const body = { type: 'about:blank', title, status, detail, code, error: detail };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', [PROXY_HEADERS.outcome]: 'refused' },
  });
}

/** Human size for messages: `10 MB`, `512 KB`. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
