import type { Element } from 'hast';
import type { ShikiTransformer } from 'shiki';

/**
 * The options of a code fence as Mintlify documents them (create/code.mdx, "Code block options"):
 * ```` ```java HelloWorld.java example icon=java lines {1,3-4} ````. Bare words form the title
 * (several words allowed), `title="…"` too; `key=value` options take `""`, `''`, `{}` or bare
 * values; `lines`, `expandable`, `wrap`, `nocopy` and `twoslash` are flags (`nocopy="false"`
 * turns one off); `{1,3-4}` and `highlight=` mark lines, `focus=` focuses them.
 */
export type CodeMeta = {
  title?: string;
  icon?: string;
  lines?: boolean;
  expandable?: boolean;
  wrap?: boolean;
  nocopy?: boolean;
  twoslash?: boolean;
  /** 1-based line numbers to highlight. */
  highlight?: number[];
  /** 1-based line numbers to focus (the others are dimmed). */
  focus?: number[];
};

const FLAGS = ['lines', 'expandable', 'wrap', 'nocopy', 'twoslash'] as const;
type Flag = (typeof FLAGS)[number];
// key=value with a quoted, braced or bare value; a bare {ranges}; or a bare word.
const TOKEN = /([A-Za-z][\w-]*)=("[^"]*"|'[^']*'|\{[^}]*\}|[^\s"'{}]+)|(\{[^}]*\})|("[^"]*"|'[^']*'|[^\s]+)/g;

/** Parses a fence's meta string (everything after the language). */
export function parseCodeMeta(meta: string): CodeMeta {
  const out: CodeMeta = {};
  const words: string[] = [];
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, rawValue, ranges, word] = match;
    if (ranges !== undefined) {
      out.highlight = [...(out.highlight ?? []), ...parseRanges(ranges)];
      continue;
    }
    if (key !== undefined) {
      const value = unquote(rawValue);
      const name = key.toLowerCase();
      if (name === 'title') out.title = value;
      else if (name === 'icon') out.icon = value;
      else if (name === 'highlight') out.highlight = [...(out.highlight ?? []), ...parseRanges(value)];
      else if (name === 'focus') out.focus = [...(out.focus ?? []), ...parseRanges(value)];
      else if ((FLAGS as readonly string[]).includes(name)) out[name as Flag] = value !== 'false';
      continue;
    }
    const bare = unquote(word);
    if ((FLAGS as readonly string[]).includes(bare)) out[bare as Flag] = true;
    else if (bare) words.push(bare);
  }
  if (out.title === undefined && words.length) out.title = words.join(' ');
  return out;
}

function unquote(value: string): string {
  return /^(["']).*\1$/s.test(value) || /^\{.*\}$/s.test(value) ? value.slice(1, -1) : value;
}

/** `1,3-4` (braces optional) → [1, 3, 4]; anything else is ignored. Capped so `1-1e9` cannot hang. */
export function parseRanges(text: string): number[] {
  const out: number[] = [];
  for (const part of text.replace(/[{}]/g, '').split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(Number(m[2] ?? m[1]), from + 10_000);
    for (let n = from; n <= to; n++) out.push(n);
  }
  return out;
}

/** Twoslash annotations that are instructions to the compiler, not code the reader should see. */
const TWOSLASH_LINE = /^\s*\/\/\s*(\^\?|\^\||@\w+|---cut(-\w+)?---)/;

/**
 * Applies the meta options to the highlighted block: the title, icon and flags become data
 * attributes of `<pre>` for the code block component; highlighted and focused lines get the
 * classes shiki's notation transformers use (`highlighted`, `focused` + `has-focused`), so
 * `// [!code focus]` and `focus=` look alike. A twoslash block is rendered without its compiler
 * annotations (hovers are not offered).
 */
export const codeMetaTransformer: ShikiTransformer = {
  name: 'lectern:code-meta',
  preprocess(code) {
    if (!parseCodeMeta(this.options.meta?.__raw ?? '').twoslash) return code;
    return code
      .split('\n')
      .filter((line) => !TWOSLASH_LINE.test(line))
      .join('\n');
  },
  pre(node) {
    const meta = parseCodeMeta(this.options.meta?.__raw ?? '');
    node.properties['data-language'] = this.options.lang;
    if (meta.title) node.properties['data-title'] = meta.title;
    if (meta.icon) node.properties['data-icon'] = meta.icon;
    for (const flag of FLAGS) if (meta[flag]) node.properties[`data-${flag}`] = '';
    if (meta.focus?.length) this.addClassToHast(node, 'has-focused');
  },
  line(node: Element, line: number) {
    const meta = parseCodeMeta(this.options.meta?.__raw ?? '');
    if (meta.highlight?.includes(line)) this.addClassToHast(node, 'highlighted');
    if (meta.focus?.includes(line)) this.addClassToHast(node, 'focused');
  },
};
