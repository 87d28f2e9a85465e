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

class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Parses JSON text, recording the line of every path. `JSON.parse` is not used because its
 * messages on Node 20 only sometimes carry a position, and never a line: authors need both.
 */
export function parseJsonSource(text: string): { ok: true; source: JsonSource } | { ok: false; error: JsonSyntaxError } {
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') lineStarts.push(k + 1);
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const lines = new Map<string, number>();
  const duplicates: JsonSource['duplicates'] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const found = () => {
    if (i >= text.length) return 'the end of the file';
    // Show the whole token (a word or a short string), so the author can find it on the line.
    const token = /"(?:[^"\\\n]|\\.){0,30}"?|[\w$.+-]+/y;
    token.lastIndex = i;
    const shown = token.exec(text)?.[0] ?? text[i];
    if (shown === '/') return '`/` (JSON has no comments)';
    if (shown === "'") return '`\'` (JSON strings use double quotes)';
    return `\`${shown}\``;
  };
  const fail = (expected: string): never => {
    throw new SyntaxFailure(`expected ${expected}, found ${found()}`, i);
  };

  const parseString = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) throw new SyntaxFailure('line break or control character inside a string (escape it as \\n)', i);
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) throw new SyntaxFailure('string is never closed (missing `"`)', start);
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      throw new SyntaxFailure('invalid escape sequence in string', start);
    }
  };

  const parseValue = (path: PathSegment[]): unknown => {
    skipSpace();
    const c = text[i];
    if (c === '{') return parseObject(path);
    if (c === '[') return parseArray(path);
    if (c === '"') return parseString();
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      i += number[0].length;
      return Number(number[0]);
    }
    return fail('a value (object, array, string, number, true, false or null)');
  };

  /** Steps past `open` (and `close` right after it: an empty container, true). */
  const opens = (close: string): boolean => {
    i++;
    skipSpace();
    if (text[i] !== close) return false;
    i++;
    return true;
  };
  /** After an item: `,` continues the container (false), `close` ends it (true). */
  const closes = (close: string, after: string): boolean => {
    skipSpace();
    if (text[i] === ',' || text[i] === close) return text[i++] === close;
    return fail(`\`,\` or \`${close}\` after ${after}`);
  };

  const parseObject = (path: PathSegment[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const seen = new Map<string, number>();
    if (opens('}')) return out;
    do {
      skipSpace();
      if (text[i] !== '"') fail(text[i] === '}' ? 'a property name (is there a trailing comma?)' : 'a property name in double quotes');
      const keyLine = lineAt(i);
      const key = parseString();
      const keyPath = [...path, key];
      const firstLine = seen.get(key);
      if (firstLine !== undefined) duplicates.push({ path: keyPath, line: keyLine, firstLine });
      seen.set(key, keyLine);
      lines.set(formatJsonPath(keyPath), keyLine);
      skipSpace();
      if (text[i] !== ':') fail(`\`:\` after the property name "${key}"`);
      i++;
      // defineProperty, not assignment: a `__proto__` key must stay data, as JSON.parse keeps it.
      Object.defineProperty(out, key, { value: parseValue(keyPath), enumerable: true, writable: true, configurable: true });
    } while (!closes('}', 'a property value'));
    return out;
  };

  const parseArray = (path: PathSegment[]): unknown[] => {
    const out: unknown[] = [];
    if (opens(']')) return out;
    do {
      skipSpace();
      if (text[i] === ']') fail('a value (is there a trailing comma?)');
      const itemPath = [...path, out.length];
      lines.set(formatJsonPath(itemPath), lineAt(i));
      out.push(parseValue(itemPath));
    } while (!closes(']', 'an array item'));
    return out;
  };

  try {
    skipSpace();
    lines.set('', lineAt(i));
    const value = parseValue([]);
    skipSpace();
    if (i < text.length) fail('the end of the file after the top-level value');
    return { ok: true, source: { value, duplicates, lineOf: (path) => lines.get(formatJsonPath(path)) } };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    const line = lineAt(error.offset);
    return { ok: false, error: { message: error.message, line, column: error.offset - lineStarts[line - 1] + 1 } };
  }
}
