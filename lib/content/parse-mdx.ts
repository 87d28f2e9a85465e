import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { escapeHeadingIds } from './heading-ids';

let processor: ReturnType<typeof createProcessor> | undefined;

/** The site's MDX processor (MDX + GFM + math, no highlighting), one per process. */
function mdxProcessor() {
  return (processor ??= createProcessor({ remarkPlugins: [remarkGfm, remarkMath] }));
}

/**
 * The syntax tree of an MDX body as the site parses it (MDX + GFM), for checks that look at
 * structure rather than text: code fences and JSX are told apart. `null` on a syntax error, which
 * `lectern check` reports on its own (parseMdxOrError).
 */
export function parseMdx(body: string): Root | null {
  const parsed = parseMdxOrError(body);
  return 'tree' in parsed ? parsed.tree : null;
}

/** As parseMdx, with the parser's error (its message and place) when the body does not parse. */
export function parseMdxOrError(body: string): { tree: Root } | { error: unknown } {
  try {
    return { tree: mdxProcessor().parse(escapeHeadingIds(body)) };
  } catch (error) {
    return { error };
  }
}

/**
 * The rest of the compile after the parse (remark → rehype → recma), run on a parsed tree for the
 * errors a parse cannot see (e.g. two `export default`s). It changes the tree: pass a copy of a
 * tree that is still needed.
 */
export async function compileParsedMdx(tree: Root): Promise<void> {
  // @mdx-js/mdx types `run` for the estree it ends with; at run time it takes the parsed mdast.
  await mdxProcessor().run(tree as unknown as Parameters<ReturnType<typeof createProcessor>['run']>[0]);
}
