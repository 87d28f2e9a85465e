/**
 * JSON pointers (RFC 6901), the location format of problems inside specs and of internal `$ref`s.
 * Browser-safe.
 */

/** Escape one pointer segment (`~` → `~0`, `/` → `~1`). */
export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Build a pointer from segments: `['paths', '/users', 'get']` → `/paths/~1users/get`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapeSegment(String(s))).join('');
}

/** Split a pointer (with or without leading `#`) into unescaped segments. */
export function fromPointer(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  // Fast path: most pointers have nothing to unescape (this runs for every ref in a spec).
  return body
    .slice(1)
    .split('/')
    .map((s) => {
      const decoded = s.includes('%') ? decodeURIComponentSafe(s) : s;
      return decoded.includes('~') ? decoded.replace(/~1/g, '/').replace(/~0/g, '~') : decoded;
    });
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The value at a pointer, or undefined when any segment is missing. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of fromPointer(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
