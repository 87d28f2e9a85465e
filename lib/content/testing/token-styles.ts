/**
 * The tokens of highlighted HTML as a reader's browser styles them: each token's text and the
 * declarations that apply to it, from its inline style and from the palette classes its class list
 * names (given as the stylesheet's rules, `.sl3{--shiki-light:#005cc5}`). Values are lower-cased
 * (`#005CC5` and `#005cc5` are one colour). For tests that prove two renderings look the same.
 */
export function tokenStyles(html: string, css = ''): [text: string, declarations: string][] {
  const rules = rulesOf(css);
  return [...html.matchAll(/<span((?:\s[\w-]+="[^"]*")*)>([^<]*)<\/span>/g)].map((m) => [m[2], declarationsOf(m[1], rules)]);
}

/** The declarations that apply to each block's `<pre>` (its theme's foreground and background), as tokenStyles reads a token's. */
export function blockStyles(html: string, css = ''): string[] {
  const rules = rulesOf(css);
  return [...html.matchAll(/<pre((?:\s[\w-]+="[^"]*")*)>/g)].map((m) => declarationsOf(m[1], rules));
}

function rulesOf(css: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const m of css.matchAll(/\.([\w-]+)\{([^}]*)\}/g)) rules.set(m[1], m[2]);
  return rules;
}

/** The declarations of an element from its inline style and the palette classes in its class list, normalised and sorted. */
function declarationsOf(attributeText: string, rules: Map<string, string>): string {
  const attrs = Object.fromEntries([...attributeText.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
  return [
    ...(attrs.style ?? '').split(';'),
    ...(attrs.class ?? '')
      .split(/\s+/)
      .map((c) => rules.get(c) ?? ''),
  ]
    .filter(Boolean)
    .map((d) => {
      const colon = d.indexOf(':');
      return `${d.slice(0, colon).trim()}:${d.slice(colon + 1).trim().toLowerCase()}`;
    })
    .sort()
    .join(';');
}
