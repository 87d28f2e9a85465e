import { ApiError, type FieldError } from '../../http/api-error';
import type { JobStatus } from '../types';

const STATUSES: JobStatus[] = ['active', 'completed', 'failed', 'archived'];

/** `?limit=1..100` (default 20); anything else is a `validation_error` naming the field. */
export function parseLimit(params: URLSearchParams, errors: FieldError[]): number {
  const raw = params.get('limit');
  if (raw === null) return 20;
  const n = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || n < 1 || n > 100) {
    errors.push({ field: 'limit', code: 'out_of_range', message: 'limit must be an integer from 1 to 100.' });
    return 20;
  }
  return n;
}

/** `?status=a,b` of the four statuses; by default every status but `archived` (docs/agent-api.md "Routes"). */
export function parseStatuses(params: URLSearchParams, errors: FieldError[]): JobStatus[] {
  const raw = params.get('status');
  if (raw === null || raw === '') return ['active', 'completed', 'failed'];
  const wanted = raw.split(',').map((s) => s.trim());
  const bad = wanted.filter((s) => !STATUSES.includes(s as JobStatus));
  if (bad.length) {
    errors.push({ field: 'status', code: 'invalid_value', message: `status must be a comma-separated list of ${STATUSES.join(', ')}.` });
    return [];
  }
  return [...new Set(wanted as JobStatus[])];
}

/** Throws the collected field errors as one 400. */
export function throwIfInvalid(errors: FieldError[]): void {
  if (errors.length) throw new ApiError('validation_error', errors.map((e) => e.message).join(' '), { errors });
}
