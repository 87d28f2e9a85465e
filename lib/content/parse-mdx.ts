import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { escapeHeadingIds } from './heading-ids';

let processor: ReturnType<typeof createProcessor> | undefined;

/**
 * The syntax tree of an MDX body as the site parses it (MDX + GFM), for checks that look at
 * structure rather than text: code fences and JSX are told apart. `null` on a syntax error, which
 * `checkMdxSyntax` reports on its own.
 */
export function parseMdx(body: string): Root | null {
  processor ??= createProcessor({ remarkPlugins: [remarkGfm, remarkMath] });
  try {
    return processor.parse(escapeHeadingIds(body));
  } catch {
    return null;
  }
}
