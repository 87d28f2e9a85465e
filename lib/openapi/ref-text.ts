/**
 * The `$ref` values a spec's text spells out, read from the text instead of walking the parsed
 * document. Checking refs at load time walked every node (scanRefs in refs.ts: ~30 ms of CPU for
 * GitHub's 13 MB spec, issue 12); a search of the text for "$ref" takes a few milliseconds.
 *
 * The answer is used only to skip the walk: when every value found here is an internal ref that
 * resolves, the walk would report nothing, because the refs it checks are a subset of these. That
 * subset claim holds only when every "$ref" in the text is read here in one of a few plain forms,
 * and the text holds no escape sequence that could spell "$ref" (or a ref's value) another way.
 * Anything else answers `undefined`, and the caller walks as before. Browser-safe.
 */

/** JSON: `"$ref"`, optional spaces, `:`, a string. */
const JSON_REF = /"\$ref"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
/**
 * A YAML block-mapping line holding only a `$ref` key and its value, possibly as the first entry of
 * a sequence item (`- $ref: …`): the value single-quoted, double-quoted without escapes, or a
 * `>-`/`|-` block scalar (Stripe folds long refs that way) whose one line follows.
 */
const YAML_REF_LINE = /^([ ]*(?:- +)*)(?:\$ref|'\$ref'|"\$ref") *: +(?:'((?:[^']|'')*)'|"([^"\\]*)"|[>|]-) *$/;

/** Each distinct `$ref` value written in `text`, or undefined when the text is not simple enough to be sure. */
export function refsInText(text: string, format: 'json' | 'yaml'): string[] | undefined {
  return format === 'json' ? refsInJson(text) : refsInYaml(text);
}

function refsInJson(text: string): string[] | undefined {
  // `\u0024ref` spells "$ref" too.
  if (text.includes('\\u')) return undefined;
  const refs = new Set<string>();
  let found = 0;
  for (const match of text.matchAll(JSON_REF)) {
    found++;
    const raw = match[1];
    refs.add(raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw);
  }
  // Every "$ref" in the text must be one of those keys: one in a description or an odd value means "not sure".
  return found === occurrences(text, '$ref') ? [...refs] : undefined;
}

function refsInYaml(text: string): string[] | undefined {
  if (hasYamlLetterEscape(text)) return undefined;
  const refs = new Set<string>();
  for (let at = text.indexOf('$ref'); at !== -1; at = text.indexOf('$ref', at)) {
    const start = text.lastIndexOf('\n', at) + 1;
    const end = lineEnd(text, at);
    const line = YAML_REF_LINE.exec(text.slice(start, end));
    if (!line) return undefined;
    const [, indent, single, double] = line;
    if (single !== undefined) refs.add(single.replace(/''/g, "'"));
    else if (double !== undefined) refs.add(double);
    else {
      const value = blockLine(text, end, indent.length + 1);
      if (value === undefined) return undefined;
      refs.add(value);
    }
    // A second "$ref" on this line is inside its value; one on the next line is looked at in turn.
    at = end;
  }
  return [...refs];
}

/**
 * The value of a `>-` or `|-` block scalar whose key line ends at `keyEnd`, when it is exactly one
 * line indented past `minIndent` that is followed by a less indented line (or the end), else undefined.
 */
function blockLine(text: string, keyEnd: number, minIndent: number): string | undefined {
  if (keyEnd >= text.length) return undefined;
  const start = keyEnd + 1;
  const end = lineEnd(text, start);
  const line = text.slice(start, end);
  const indent = line.length - line.trimStart().length;
  // One line of content: stripped (`-`), it is the same in the folded and the literal style.
  if (indent < minIndent || line.trim() === '' || line !== line.trimEnd()) return undefined;
  if (end < text.length) {
    const next = text.slice(end + 1, lineEnd(text, end + 1));
    const nextIndent = next.length - next.trimStart().length;
    if (next.trim() === '' || nextIndent >= indent) return undefined;
  }
  return line.slice(indent);
}

/**
 * Whether a YAML escape could spell "$ref" another way: `\x24`, `\u0024`, `\U00000024`, or an escaped
 * line break that joins two lines of a double-quoted key. A loop over the backslashes, since a
 * regular expression over Stripe's 4 MB took several milliseconds.
 */
function hasYamlLetterEscape(text: string): boolean {
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at + 2)) {
    const next = text[at + 1];
    if (next === 'x' || next === 'u' || next === 'U' || next === '\r' || next === '\n') return true;
  }
  return false;
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}
