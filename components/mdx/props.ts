/**
 * Props arrive from MDX as written: `defaultOpen` alone is `true`, but `defaultOpen={true}` and
 * `cols={2}` arrive as the strings "true" and "2" (Lectern keeps literal expressions as strings
 * because `blockJS` strips expressions), and arrays as JSON. These read them back.
 */
export type Flag = boolean | string | undefined | null;

export function toBool(value: Flag, fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return value !== 'false' && value !== '0';
}

export function toNumber(value: number | string | undefined | null, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : fallback;
}

/** A list prop: an array, a JSON array string, or a comma-separated string. */
export function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  if (value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // not JSON: fall through to the comma-separated reading
    }
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Text for a prop that may be any JSON value: strings as they are, others as JSON. */
export function toText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
