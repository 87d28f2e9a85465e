/**
 * JSON pointer → line in the spec's text, used only when reporting a problem: the hot path never
 * pays for source positions. JSON is scanned directly (fast even for 13 MB); YAML goes through
 * `yaml`'s document model, whose node ranges are exact and whose aliases stay unexpanded.
 */
import { parseDocument, isMap, isSeq, type Node } from 'yaml';
import { fromPointer } from './pointer';
import { lineAt } from './yaml-aliases';

/** 1-based line where the value (or key) at `pointer` is written, or undefined. */
export function lineOfPointer(text: string, format: 'json' | 'yaml', pointer: string): number | undefined {
  const segments = fromPointer(pointer);
  const offset = format === 'json' ? jsonOffset(text, segments) : yamlOffset(text, segments);
  return offset === undefined ? undefined : lineAt(text, offset);
}

function yamlOffset(text: string, segments: string[]): number | undefined {
  let node: unknown = parseDocument(text, { uniqueKeys: false }).contents;
  let offset: number | undefined = (node as Node | null)?.range?.[0];
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown })?.value ?? p.key) === segment);
      if (!pair) return offset;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
      offset = (node as Node | undefined)?.range?.[0] ?? offset;
    } else return offset;
  }
  return offset;
}

/** Offset of the key (or array element) a pointer names, by walking the JSON text. */
function jsonOffset(text: string, segments: string[]): number | undefined {
  let i = skipWs(text, 0);
  let found = i;
  for (const segment of segments) {
    if (text[i] === '{') {
      i = skipWs(text, i + 1);
      let hit = false;
      while (text[i] === '"') {
        const keyStart = i;
        const keyEnd = skipString(text, i);
        const key = JSON.parse(text.slice(keyStart, keyEnd)) as string;
        i = skipWs(text, skipWs(text, keyEnd) + 1);
        if (key === segment) {
          found = keyStart;
          hit = true;
          break;
        }
        i = skipWs(text, skipValue(text, i));
        if (text[i] === ',') i = skipWs(text, i + 1);
      }
      if (!hit) return found;
    } else if (text[i] === '[') {
      i = skipWs(text, i + 1);
      for (let n = 0; n < Number(segment) && text[i] !== ']'; n++) {
        i = skipWs(text, skipValue(text, i));
        if (text[i] === ',') i = skipWs(text, i + 1);
      }
      found = i;
    } else return found;
  }
  return found;
}

function skipWs(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}

function skipString(text: string, i: number): number {
  for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
  return i + 1;
}

/** Index just past the JSON value starting at `i`. */
function skipValue(text: string, i: number): number {
  if (text[i] === '"') return skipString(text, i);
  if (text[i] !== '{' && text[i] !== '[') {
    while (i < text.length && !/[,}\]\s]/.test(text[i])) i++;
    return i;
  }
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = skipString(text, i) - 1;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return i;
}
