import { ApiError, type FieldError } from '../../http/api-error';
import { isPlainObject } from '../../config/values';
import { parseWebhookUrl } from './webhook-url';

/**
 * Parses a `{prompt}` body (docs/agent-api.md "Bodies and validation"): lenient about Content-Type (curl -d sends form
 * encoding), strict about the prompt — a string, not only whitespace, at most `max` code points,
 * no NUL (Postgres text cannot store it). Unknown fields are ignored. The prompt is kept as sent.
 */
export function parsePromptBody(raw: string, max: number): string {
  return promptOf(jsonObject(raw), max);
}

/** A job's create body: the prompt, and an optional `webhookUrl` told when the job finishes. */
export type JobRequest = { prompt: string; webhookUrl?: string };

/**
 * Parses `POST …/job` (agent-api.md B5 plus completion webhooks): the prompt as for a follow-up,
 * and `webhookUrl` checked by parseWebhookUrl (an address the worker may never call is refused now,
 * with the field named, rather than failing silently when the job ends).
 */
export function parseJobBody(raw: string, max: number, opts: { allowPrivate: boolean }): JobRequest {
  const body = jsonObject(raw);
  const prompt = promptOf(body, max);
  const webhookUrl = parseWebhookUrl(body.webhookUrl, opts);
  return webhookUrl === undefined ? { prompt } : { prompt, webhookUrl };
}

function jsonObject(raw: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ApiError(
      'invalid_json',
      raw.trim() ? 'The request body is not valid JSON.' : 'The request body is empty; send a JSON object with a "prompt" string.',
    );
  }
  if (!isPlainObject(body)) {
    throw fail({ field: 'body', code: 'invalid_type', message: 'The request body must be a JSON object with a "prompt" string.' });
  }
  return body;
}

function promptOf(body: Record<string, unknown>, max: number): string {
  const prompt = body.prompt;
  if (prompt === undefined || prompt === null) throw fail({ field: 'prompt', code: 'required', message: '"prompt" is required.' });
  if (typeof prompt !== 'string') throw fail({ field: 'prompt', code: 'invalid_type', message: '"prompt" must be a string.' });
  if (prompt.trim().length === 0)
    throw fail({ field: 'prompt', code: 'too_short', message: '"prompt" must contain more than whitespace.' });
  if (prompt.includes('\u0000'))
    throw fail({ field: 'prompt', code: 'invalid_character', message: '"prompt" must not contain NUL characters.' });
  let points = 0;
  for (const _ of prompt) if (++points > max) break;
  if (points > max) throw fail({ field: 'prompt', code: 'too_long', message: `"prompt" must be at most ${max} characters.` });
  return prompt;
}

/** A 400 `validation_error` naming one field. */
function fail(error: FieldError): ApiError {
  return new ApiError('validation_error', error.message, { errors: [error] });
}
