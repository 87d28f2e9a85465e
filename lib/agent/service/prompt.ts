import { ApiError, type FieldError } from '../../http/api-error';
import { isPlainObject } from '../../config/values';

/**
 * Parses a `{prompt}` body (docs/agent-api.md "Bodies and validation"): lenient about Content-Type (curl -d sends form
 * encoding), strict about the prompt — a string, not only whitespace, at most `max` code points,
 * no NUL (Postgres text cannot store it). Unknown fields are ignored. The prompt is kept as sent.
 */
export function parsePromptBody(raw: string, max: number): string {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ApiError('invalid_json', raw.trim() ? 'The request body is not valid JSON.' : 'The request body is empty; send a JSON object with a "prompt" string.');
  }
  if (!isPlainObject(body)) {
    throw fail({ field: 'body', code: 'invalid_type', message: 'The request body must be a JSON object with a "prompt" string.' });
  }
  const prompt = body.prompt;
  if (prompt === undefined || prompt === null) throw fail({ field: 'prompt', code: 'required', message: '"prompt" is required.' });
  if (typeof prompt !== 'string') throw fail({ field: 'prompt', code: 'invalid_type', message: '"prompt" must be a string.' });
  if (prompt.trim().length === 0) throw fail({ field: 'prompt', code: 'too_short', message: '"prompt" must contain more than whitespace.' });
  if (prompt.includes('\u0000')) throw fail({ field: 'prompt', code: 'invalid_character', message: '"prompt" must not contain NUL characters.' });
  let points = 0;
  for (const _ of prompt) if (++points > max) break;
  if (points > max) throw fail({ field: 'prompt', code: 'too_long', message: `"prompt" must be at most ${max} characters.` });
  return prompt;
}

function fail(error: FieldError): ApiError {
  return new ApiError('validation_error', error.message, { errors: [error] });
}
