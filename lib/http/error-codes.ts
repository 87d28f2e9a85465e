/**
 * The API's error catalog (docs/agent-api.md "Errors: problem+json"): every `code` a client can see, with its status and
 * title. One table, so a status can never drift from its code between handlers.
 */
export const ERROR_CODES = {
  invalid_json: { status: 400, title: 'Request body is not valid JSON' },
  validation_error: { status: 400, title: 'Request failed validation' },
  invalid_cursor: { status: 400, title: 'Invalid list cursor' },
  invalid_idempotency_key: { status: 400, title: 'Invalid Idempotency-Key header' },
  missing_api_key: { status: 401, title: 'API key missing' },
  invalid_api_key: { status: 401, title: 'API key invalid' },
  project_forbidden: { status: 403, title: 'Key not allowed for this project' },
  cross_site_request: { status: 403, title: 'Cross-site request refused' },
  project_not_found: { status: 404, title: 'Project not found' },
  job_not_found: { status: 404, title: 'Agent job not found' },
  deployment_not_found: { status: 404, title: 'Deployment not found' },
  route_not_found: { status: 404, title: 'Route not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  job_archived: { status: 409, title: 'Agent job is archived' },
  message_queue_full: { status: 409, title: 'Message queue full' },
  job_not_archived: { status: 409, title: 'Agent job is not archived' },
  idempotency_key_in_use: { status: 409, title: 'Idempotency key in use' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused with a different request' },
  rate_limited: { status: 429, title: 'Rate limit exceeded' },
  too_many_active_jobs: { status: 429, title: 'Too many active jobs' },
  internal_error: { status: 500, title: 'Internal error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** `type` URI of a code: a docs page per code, except quota errors, which have an IANA type. */
export function errorTypeUri(code: ErrorCode, docsBase: string): string {
  if (code === 'rate_limited') return 'https://iana.org/assignments/http-problem-types#quota-exceeded';
  return `${docsBase}/errors/${code}`;
}
