/** True for a JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a message names a found value: 'a number (3)', 'an empty string', 'an array'. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? 'an array' : 'an empty array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `a string (${quote(value)})`;
  if (typeof value === 'boolean') return `a boolean (${value})`;
  if (typeof value === 'number') return `a number (${value})`;
  return typeof value;
}

/** A string shown in a message, cut short so one bad value cannot flood the output. */
export function quote(value: string): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 56)}…"` : text;
}

/** `a`, `b` or `c` — a list of allowed keys or values for a message. */
export function listCode(items: readonly string[], last = 'or'): string {
  const coded = items.map((item) => `\`${item}\``);
  return coded.length > 1 ? `${coded.slice(0, -1).join(', ')} ${last} ${coded.at(-1)}` : (coded[0] ?? '');
}
