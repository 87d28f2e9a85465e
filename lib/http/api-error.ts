import { ERROR_CODES, type ErrorCode } from './error-codes';

/** One field's problem in a `validation_error` (docs/agent-api.md "Bodies and validation"). */
export type FieldError = { field: string; code: string; message: string };

/**
 * The one error type of the HTTP layer: a catalog code, a human `detail`, optional extra members
 * (`errors`, `retryAfter`, …) and headers. Everything else thrown becomes a 500 `internal_error`.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
  }
}

/** True for errors thrown on purpose by the HTTP layer or the services below it. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
