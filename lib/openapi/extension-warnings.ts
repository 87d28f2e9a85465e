/**
 * Load-time checks of the `x-mint` / `x-docs` extensions, as warnings: the page still renders.
 * - `pre` / `post` (parameter pills, lib/openapi/pills.ts) must be arrays of strings; the page is
 *   drawn without the malformed list's non-string entries.
 * - `groups` anywhere but on an operation, a path item or the Paths Object, and `x-mint-enum`, are
 *   Mintlify personalization's filters of single fields, options and enum values by group. Lectern
 *   does not read them (it gates whole pages: lib/site/route-access.ts), so the author is told that
 *   such a field shows to every reader of the page.
 */
import { toPointer } from './pointer';
import { isObj } from './types';

export type ExtensionProblem = { pointer: string; message: string };

/** At most this many are reported per document: one mistake copied across a spec says enough. */
const MAX_REPORTED = 20;
/** `x-docs` is Lectern's name for the same extension. */
const EXTENSIONS = ['x-mint', 'x-docs'];

/** Every such problem in `doc`, by JSON pointer; walks without recursion (specs nest deep). */
export function findExtensionProblems(doc: unknown): ExtensionProblem[] {
  const out: ExtensionProblem[] = [];
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
      if (holder.groups !== undefined && !gatesPages(path)) {
        out.push({
          pointer: toPointer([...path, ext, 'groups']),
          message: `\`${ext}.groups\` on a single field or option is not read: it shows to every reader of the page. Gate the whole endpoint with \`${ext}.groups\` on its operation, or leave the field out of the document`,
        });
      }
    }
    if (value['x-mint-enum'] !== undefined) {
      out.push({
        pointer: toPointer([...path, 'x-mint-enum']),
        message: '`x-mint-enum` (enum values by group) is not read: every value shows to every reader of the page',
      });
    }
    const entries = Object.entries(value).filter(([key]) => !EXTENSIONS.includes(key));
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return out;
}

/** Whether `path` is where `groups` gates pages: the Paths Object, a path item, or an operation (of `paths` or `webhooks`). */
function gatesPages(path: (string | number)[]): boolean {
  if (path[0] === 'paths') return path.length <= 3;
  return path[0] === 'webhooks' && path.length >= 2 && path.length <= 3;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
