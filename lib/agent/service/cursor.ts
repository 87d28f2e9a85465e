import { ApiError } from '../../http/api-error';

export type Cursor = { createdAt: number; id: string };

/** An opaque list cursor: base64url of `{c: createdAt, i: id}` (docs/agent-api.md "Storage"). */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify({ c: c.createdAt, i: c.id })).toString('base64url');
}

/** Decodes a client's cursor; anything malformed is a 400 `invalid_cursor`, never a 500. */
export function decodeCursor(text: string, idPattern: RegExp): Cursor {
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) throw new Error('shape');
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { c?: unknown; i?: unknown };
    if (!Number.isSafeInteger(value.c) || typeof value.i !== 'string' || !idPattern.test(value.i)) throw new Error('fields');
    return { createdAt: value.c as number, id: value.i };
  } catch {
    throw new ApiError('invalid_cursor', 'The cursor is not one this API returned; start again without it.');
  }
}
