/**
 * The text of a value read from a JSON or YAML document, as a reader should see it: scalars as
 * `String` writes them, objects and arrays as JSON. Documents put any value anywhere (an object
 * where a spec expects a number), and `String` would show such a value as `[object Object]`.
 */
export function scalarText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
