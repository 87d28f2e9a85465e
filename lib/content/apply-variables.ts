/** Replaces `{{name}}` with `variables.name` from docs.json; unknown names stay as written. */
export function applyVariables(source: string, variables: Record<string, string> | undefined): string {
  if (!variables) return source;
  return source.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole);
}

/**
 * Replaces a snippet's props where it uses them: `{{word}}` and `{word}` become the value the
 * importing page passed (`<MySnippet word="bananas" />`). Only the names passed are touched.
 */
export function applySnippetProps(source: string, props: Record<string, string>): string {
  const names = Object.keys(props).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  if (names.length === 0) return source;
  const pattern = new RegExp(`\\{\\{\\s*(${names.join('|')})\\s*\\}\\}|\\{\\s*(${names.join('|')})\\s*\\}`, 'g');
  return source.replace(pattern, (_, a: string | undefined, b: string | undefined) => props[(a ?? b)!]);
}
