import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { Problem } from '../../config/types';
import { escapeHeadingIds } from '../../content/heading-ids';

/**
 * Compiles a page body the way the site will (GFM, no highlighting: that cannot fail) and turns
 * a syntax error into a located problem: the file line accounts for the frontmatter above it.
 */
export async function checkMdxSyntax(body: string, file: string, bodyLine: number): Promise<Problem | null> {
  if (!file.endsWith('.mdx')) return null;
  try {
    await compile(escapeHeadingIds(body), { remarkPlugins: [remarkGfm, remarkMath] });
    return null;
  } catch (error) {
    const err = error as { reason?: string; message?: string; line?: number; place?: { line?: number; start?: { line?: number } } };
    const rel = err.line ?? err.place?.line ?? err.place?.start?.line ?? Number(/\((\d+):\d+/.exec(err.message ?? '')?.[1] ?? NaN);
    const reason = (err.reason ?? err.message ?? String(error)).split('\n')[0];
    return {
      severity: 'error',
      file,
      path: '',
      line: Number.isFinite(rel) && rel ? rel + bodyLine - 1 : undefined,
      message: `MDX syntax error: ${reason}`,
    };
  }
}
