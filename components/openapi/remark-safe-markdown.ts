/**
 * Makes an OpenAPI description safe to render (issue 3: "Markdown description (safe: no raw HTML
 * script)"). Specs are third-party text: raw HTML becomes its plain text (so `<p>Hi</p>` in a
 * Stripe description still reads "Hi", and `<script>` never runs), and links or images whose URL
 * is not http(s), mailto, tel, relative or a fragment lose the URL (`javascript:` and `data:`).
 */
type Node = { type: string; value?: string; url?: string; alt?: string; children?: Node[] };

const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

/** Whether a link target is allowed: a known scheme, or no scheme at all. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  const compact = url.replace(/[\u0000-\u0020]/g, '');
  return SAFE_URL.test(compact);
}

/** The text of an HTML fragment: tags dropped, common entities decoded, never markup. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => decodeEntity(code) ?? whole);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntity(code: string): string | undefined {
  if (code[0] !== '#') return NAMED[code.toLowerCase()];
  const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
  return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : undefined;
}

function clean(node: Node): Node[] {
  if (node.type === 'html') {
    const value = htmlToText(node.value ?? '');
    return value.trim() ? [{ type: 'text', value }] : [];
  }
  if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined && !isSafeUrl(node.url)) {
    if (node.type === 'definition') return [{ ...node, url: '' }];
    return (node.children ?? []).flatMap(clean);
  }
  if (node.type === 'image' && node.url !== undefined && !isSafeUrl(node.url)) return node.alt ? [{ type: 'text', value: node.alt }] : [];
  if (node.children) node.children = node.children.flatMap(clean);
  return [node];
}

/** The remark plugin: cleans the whole tree in place. */
export function remarkSafeMarkdown() {
  return (tree: Node) => {
    tree.children = (tree.children ?? []).flatMap(clean);
  };
}
