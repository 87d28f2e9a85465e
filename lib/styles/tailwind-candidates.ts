/** Where MDX and JSX set classes: `class="…"`, `className='…'`, `className={…}`. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;
/** A string literal of JavaScript, one line for quotes, any for template literals. */
const STRING_LITERAL = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
/** A fenced code block of Markdown: examples show classes, they do not use them. */
const FENCED_BLOCK = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm;
/** What separates class names inside an attribute or expression; `:` `/` `[` `]` belong to them. */
const SEPARATOR = /[\s"'`{}()$,;?<>=+|&!]+/;

/**
 * The words of `source` that may be Tailwind classes. In Markdown and MDX only class attributes
 * count, so prose ("a hidden block", `grid`) never becomes a utility that could restyle the page;
 * and fenced code blocks (which show markup rather than use it) are skipped; in scripts and
 * components (`.js`, `.jsx`, `.ts`, `.tsx`) every string literal counts too, as
 * classes are often chosen in code. Tailwind ignores words that are no utility, so over-collecting
 * costs nothing.
 */
export function extractCandidates(source: string, kind: 'markup' | 'script'): Set<string> {
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    if (!text) return;
    for (const word of text.split(SEPARATOR)) if (word) words.add(word);
  };
  const text = kind === 'markup' ? source.replace(FENCED_BLOCK, '') : source;
  for (const match of text.matchAll(CLASS_ATTRIBUTE)) add(match[1] ?? match[2] ?? match[3]);
  if (kind === 'script') for (const match of source.matchAll(STRING_LITERAL)) add(match[1] ?? match[2] ?? match[3]);
  return words;
}
