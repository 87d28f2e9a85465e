/**
 * Load-time check of `x-mint.pre` / `x-mint.post` (and `x-docs.*`) (parameter pills, lib/openapi/pills.ts): each must be
 * an array of strings. A wrong value is a warning, not an error: pills decorate a page, so the page
 * still renders (without the malformed list's non-string entries).
 */
import { toPointer } from './pointer';
import { isObj } from './types';

export type PillProblem = { pointer: string; message: string };

/** At most this many are reported per document: one mistake copied across a spec says enough. */
const MAX_REPORTED = 20;
/** `x-docs` is Lectern's name for the same extension. */
const EXTENSIONS = ['x-mint', 'x-docs'];

/** Every malformed `x-mint.pre`/`post` in `doc`, by JSON pointer; walks without recursion (specs nest deep). */
export function findPillProblems(doc: unknown): PillProblem[] {
  const out: PillProblem[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: doc, path: [] }];
  // YAML aliases can share (or even nest) one node: each is checked once.
  const seen = new WeakSet<object>();
  while (stack.length && out.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    // Children are pushed last-first, so problems come out in document order.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    if (!isObj(value)) continue;
    for (const ext of EXTENSIONS) {
      const holder = value[ext];
      if (!isObj(holder)) continue;
      for (const side of ['pre', 'post'] as const) {
        const list = holder[side];
        if (list === undefined || (Array.isArray(list) && list.every((v) => typeof v === 'string'))) continue;
        out.push({
          pointer: toPointer([...path, ext, side]),
          message: `\`${ext}.${side}\` must be an array of strings, one per pill (e.g. ["PII"]); found ${shorten(JSON.stringify(list) ?? typeof list)}`,
        });
      }
    }
    const entries = Object.entries(value).filter(([key]) => !EXTENSIONS.includes(key));
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return out;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
