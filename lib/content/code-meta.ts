import type { ShikiTransformer } from 'shiki';

/**
 * Reads the code fence meta string: ```` ```ts app.ts {1,3-4} ```` gives the title `app.ts`; the
 * `{…}` ranges are left to shiki's meta-highlight transformer. Quoted titles may contain spaces.
 */
export function parseCodeMeta(meta: string): { title?: string } {
  const withoutRanges = meta.replace(/\{[^}]*\}/g, ' ').trim();
  const quoted = /(?:title=)?"([^"]+)"/.exec(withoutRanges);
  if (quoted) return { title: quoted[1] };
  const token = withoutRanges.split(/\s+/).find((t) => t && !t.includes('='));
  return token ? { title: token } : {};
}

/** Puts the title and language on `<pre>` as data attributes for the code block component. */
export const codeTitleTransformer: ShikiTransformer = {
  name: 'lectern:code-title',
  pre(node) {
    const title = parseCodeMeta(this.options.meta?.__raw ?? '').title;
    if (title) node.properties['data-title'] = title;
    node.properties['data-language'] = this.options.lang;
  },
};
