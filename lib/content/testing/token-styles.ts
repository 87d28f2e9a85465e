/**
 * The tokens of highlighted HTML as a reader's browser styles them: each token's text and the
 * declarations that apply to it, from its inline style and from the palette classes its class list
 * names (given as the stylesheet's rules, `.sl3{--shiki-light:#005cc5}`). Values are lower-cased
 * (`#005CC5` and `#005cc5` are one colour). For tests that prove two renderings look the same.
 */
export function tokenStyles(html: string, css = ''): [text: string, declarations: string][] {
  const rules = new Map<string, string>();
  for (const m of css.matchAll(/\.([\w-]+)\{([^}]*)\}/g)) rules.set(m[1], m[2]);
  const tokens: [string, string][] = [];
  for (const m of html.matchAll(/<span((?:\s[\w-]+="[^"]*")*)>([^<]*)<\/span>/g)) {
    const attrs = Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const declarations = [
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
      .sort();
    tokens.push([m[2], declarations.join(';')]);
  }
  return tokens;
}
