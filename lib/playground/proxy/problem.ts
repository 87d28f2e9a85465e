/**
 * The proxy's own answers: problem+json through the one writer of lib/http, marked
 * `x-lectern-proxy: refused` so the playground tells them apart from an API's own errors and
 * shows `detail`, one sentence a reader can act on.
 */
import { problemResponse } from '../../http/problem';
import { PROXY_HEADERS } from '../proxy-protocol';

const TITLES = {
  not_from_playground: [400, 'Not a playground request'],
  header_invalid: [400, 'Header value HTTP cannot carry'],
  target_invalid: [400, 'Invalid target URL'],
  cross_site: [403, 'Cross-site use of the proxy'],
  playground_disabled: [403, 'Playground turned off'],
  target_not_allowed: [403, 'Target outside the API servers'],
  not_this_operation: [403, 'Target is not this page’s operation'],
  private_address: [403, 'Private address refused'],
  redirect_not_allowed: [403, 'Redirect outside the API servers'],
  no_operation: [404, 'No API operation on this page'],
  method_not_allowed: [405, 'Method is not this page’s operation'],
  request_too_large: [413, 'Request body too large'],
  internal_error: [500, 'Internal error'],
  response_too_large: [502, 'Response too large'],
  upstream_unreachable: [502, 'API unreachable'],
  upstream_invalid: [502, 'Invalid API response'],
  redirect_not_replayable: [502, 'Redirect needs the body again'],
  upstream_timeout: [504, 'API timed out'],
  too_many_redirects: [508, 'Too many redirects'],
} as const satisfies Record<string, readonly [number, string]>;

export type RefusalCode = keyof typeof TITLES;

/** A refusal with its sentence. */
export function refuse(code: RefusalCode, detail: string, headers: Record<string, string> = {}): Response {
  const [status, title] = TITLES[code];
  return problemResponse({ type: 'about:blank', title, status, detail, code }, { [PROXY_HEADERS.outcome]: 'refused', ...headers });
}
