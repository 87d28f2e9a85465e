/** Where MDX and JSX set classes: `class="…"`, `className='…'`, `className={…}`. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;
/** A string literal of JavaScript, one line for quotes, any for template literals. */
const STRING_LITERAL = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
/** What separates class names inside an attribute or expression; `:` `/` `[` `]` belong to them. */
const SEPARATOR = /[\s"'`{}()$,;?<>=+|&!]+/;

/**
 * The words of `source` that may be Tailwind classes. In Markdown and MDX only class attributes
 * count, so prose ("a hidden block", `grid`) never becomes a utility that could restyle the page;
 * in scripts and components (`.js`, `.jsx`, `.ts`, `.tsx`) every string literal counts too, as
 * classes are often chosen in code. Tailwind ignores words that are no utility, so over-collecting
 * costs nothing.
 */
export function extractCandidates(source: string, kind: 'markup' | 'script'): Set<string> {
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    if (!text) return;
    for (const word of text.split(SEPARATOR)) if (word) words.add(word);
  };
  for (const match of source.matchAll(CLASS_ATTRIBUTE)) add(match[1] ?? match[2] ?? match[3]);
  if (kind === 'script') for (const match of source.matchAll(STRING_LITERAL)) add(match[1] ?? match[2] ?? match[3]);
  return words;
}
