import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import { formatJsonPath, type PathSegment } from './json-path';

/** A JSON text that parsed: its value and the line each JSON path was written on. */
export type JsonSource = {
  value: unknown;
  /** 1-based line of the value (for object members: of the key) at `path`, if it exists. */
  lineOf(path: readonly PathSegment[]): number | undefined;
  /** Keys written twice in one object: JSON keeps the last silently, which hides edits. */
  duplicates: { path: PathSegment[]; line: number; firstLine: number }[];
};

export type JsonSyntaxError = { message: string; line: number; column: number };

type Container =
  | { kind: 'object'; value: Record<string, unknown>; path: PathSegment[]; seen: Map<string, number>; key: string }
  | { kind: 'array'; value: unknown[]; path: PathSegment[] };

/** The first syntax error jsonc-parser reported, with what the parser was inside of at that point. */
type Failure = { code: ParseErrorCode; offset: number; container?: Container; expectKey: boolean };

/**
 * Parses JSON text, recording the line of every path. The scanning is jsonc-parser's (strict JSON:
 * no comments, no trailing commas); `JSON.parse` is not used because its messages on Node 20 only
 * sometimes carry a position, and never a line: authors need both. jsonc-parser's error codes are
 * turned into sentences that say what was expected and show what was found.
 */
export function parseJsonSource(text: string): { ok: true; source: JsonSource } | { ok: false; error: JsonSyntaxError } {
  const lineAt = lineIndex(text);
  const lines = new Map<string, number>();
  const duplicates: JsonSource['duplicates'] = [];
  const stack: Container[] = [];
  let root: unknown;
  let expectKey = false;
  let failure: Failure | undefined;

  /** Attaches a finished (or just opened) value to its parent and returns its path. */
  const place = (value: unknown, offset: number): PathSegment[] => {
    const parent = stack.at(-1);
    if (!parent) {
      root = value;
      lines.set('', lineAt(offset));
      return [];
    }
    if (parent.kind === 'array') {
      const itemPath = [...parent.path, parent.value.length];
      lines.set(formatJsonPath(itemPath), lineAt(offset));
      parent.value.push(value);
      return itemPath;
    }
    // defineProperty, not assignment: a `__proto__` key must stay data, as JSON.parse keeps it.
    Object.defineProperty(parent.value, parent.key, { value, enumerable: true, writable: true, configurable: true });
    return [...parent.path, parent.key];
  };

  // A byte-order mark is not JSON, but editors write one: read past it, keeping every offset.
  visit(
    text.replace(/^\uFEFF/, ' '),
    {
      onObjectBegin: (offset) => {
        const value: Record<string, unknown> = {};
        stack.push({ kind: 'object', value, path: place(value, offset), seen: new Map(), key: '' });
        expectKey = true;
      },
      onArrayBegin: (offset) => {
        const value: unknown[] = [];
        stack.push({ kind: 'array', value, path: place(value, offset) });
        expectKey = false;
      },
      onObjectEnd: () => void stack.pop(),
      onArrayEnd: () => void stack.pop(),
      onObjectProperty: (key, offset) => {
        const parent = stack.at(-1);
        if (parent?.kind !== 'object') return;
        const keyLine = lineAt(offset);
        const keyPath = [...parent.path, key];
        const firstLine = parent.seen.get(key);
        if (firstLine !== undefined) duplicates.push({ path: keyPath, line: keyLine, firstLine });
        parent.seen.set(key, keyLine);
        lines.set(formatJsonPath(keyPath), keyLine);
        parent.key = key;
        expectKey = false;
      },
      onLiteralValue: (value: unknown, offset) => void place(value, offset),
      onSeparator: (separator) => {
        expectKey = separator === ',' && stack.at(-1)?.kind === 'object';
      },
      onError: (code, offset) => {
        failure ??= { code, offset, container: stack.at(-1), expectKey };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );

  if (!failure) return { ok: true, source: { value: root, duplicates, lineOf: (path) => lines.get(formatJsonPath(path)) } };
  const { message, offset } = describeFailure(text, failure);
  const line = lineAt(offset);
  return { ok: false, error: { message, line, column: offset - lineStartOf(text, offset) + 1 } };
}

const ANY_VALUE = 'object, array, string, number, true, false or null';

/** A sentence for the first error, and the offset it is best shown at. */
function describeFailure(text: string, failure: Failure): { message: string; offset: number } {
  const { code, offset, container } = failure;
  const expected = (what: string) => ({ message: `expected ${what}, found ${found(text, offset)}`, offset });
  // jsonc-parser's codes are a const enum, which isolated modules cannot read: switch on their names.
  switch (printParseErrorCode(code)) {
    case 'UnexpectedEndOfString':
    case 'InvalidCharacter':
      return stringFailure(text, offset);
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return { message: 'invalid escape sequence in string', offset: stringStart(text, offset) };
    case 'ColonExpected':
      return expected(`\`:\` after the property name "${container?.kind === 'object' ? container.key : ''}"`);
    case 'CommaExpected':
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      return expected(container?.kind === 'array' ? '`,` or `]` after an array item' : '`,` or `}` after a property value');
    case 'EndOfFileExpected':
      return expected('the end of the file after the top-level value');
    default:
      if (failure.expectKey) {
        return expected(text[offset] === '}' ? 'a property name (is there a trailing comma?)' : 'a property name in double quotes');
      }
      return expected(text[offset] === ']' ? 'a value (is there a trailing comma?)' : `a value (${ANY_VALUE})`);
  }
}

/** A string that does not close: either a raw control character inside it, or no closing quote at all. */
function stringFailure(text: string, offset: number): { message: string; offset: number } {
  const start = stringStart(text, offset);
  for (let i = start + 1; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1) {
    if (text.charCodeAt(i) < 0x20) return { message: 'line break or control character inside a string (escape it as \\n)', offset: i };
  }
  return { message: 'string is never closed (missing `"`)', offset: start };
}

/** The opening quote of the string an error offset falls in (jsonc-parser points at the token). */
function stringStart(text: string, offset: number): number {
  return text[offset] === '"' ? offset : Math.max(0, text.lastIndexOf('"', offset));
}

/** The whole token at `offset` (a word or a short string), so the author can find it on the line. */
function found(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file';
  const token = /"(?:[^"\\\n]|\\.){0,30}"?|[\w$.+-]+/y;
  token.lastIndex = offset;
  const shown = token.exec(text)?.[0] ?? text[offset];
  if (shown === '/') return '`/` (JSON has no comments)';
  if (shown === "'") return "`'` (JSON strings use double quotes)";
  return `\`${shown}\``;
}

/** offset → 1-based line, by binary search over the line starts (specs can have 400 000 lines). */
function lineIndex(text: string): (offset: number) => number {
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') lineStarts.push(k + 1);
  return (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}
