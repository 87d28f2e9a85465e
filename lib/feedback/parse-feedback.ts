import type { FieldError } from '../http/api-error';

/** One reader's vote on a page, as the site receives it. */
export type FeedbackInput = { page: string; helpful: boolean; comment?: string };

export const MAX_COMMENT_LENGTH = 2000;

/**
 * Validates a feedback body (`{ page, helpful, comment? }`). Returns every field's problem at once,
 * so a client fixes its request in one go; the route turns them into a problem+json 400.
 */
export function parseFeedback(body: unknown): { ok: true; value: FeedbackInput } | { ok: false; errors: FieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      errors: [{ field: '', code: 'invalid_type', message: 'the body must be a JSON object: { "page": "/a/page", "helpful": true }' }],
    };
  }
  const { page, helpful, comment } = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > 1000) {
    errors.push({ field: 'page', code: 'invalid_page', message: '`page` must be the page\'s path on this site, starting with "/"' });
  }
  if (typeof helpful !== 'boolean')
    errors.push({ field: 'helpful', code: 'invalid_type', message: '`helpful` must be true (thumbs up) or false (thumbs down)' });
  if (comment !== undefined && comment !== null && typeof comment !== 'string') {
    errors.push({ field: 'comment', code: 'invalid_type', message: '`comment` must be text' });
  } else if (typeof comment === 'string' && comment.length > MAX_COMMENT_LENGTH) {
    errors.push({
      field: 'comment',
      code: 'too_long',
      message: `\`comment\` is ${comment.length} characters; at most ${MAX_COMMENT_LENGTH}`,
    });
  }
  if (errors.length) return { ok: false, errors };
  const text = typeof comment === 'string' ? comment.trim() : '';
  return { ok: true, value: { page: page as string, helpful: helpful as boolean, ...(text ? { comment: text } : {}) } };
}
