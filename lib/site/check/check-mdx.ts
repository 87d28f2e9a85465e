import type { Root } from 'mdast';
import type { Problem } from '../../config/types';
import { compileParsedMdx, parseMdxOrError } from '../../content/parse-mdx';

/**
 * An MDX page body checked the way the site compiles it (GFM, no highlighting: that cannot fail),
 * parsed once: its tree for the other page checks, or its syntax error as a located problem (the
 * file line accounts for the frontmatter above it). The compile's later stages run on a copy, so
 * the tree returned is the page as written.
 */
export async function checkMdxSyntax(
  body: string,
  file: string,
  bodyLine: number,
): Promise<{ tree: Root; problem?: undefined } | { problem: Problem }> {
  const parsed = parseMdxOrError(body);
  if ('error' in parsed) return { problem: syntaxProblem(parsed.error, file, bodyLine) };
  try {
    // structuredClone costs about a twentieth of a parse, which each page used to pay three times.
    await compileParsedMdx(structuredClone(parsed.tree));
    return { tree: parsed.tree };
  } catch (error) {
    return { problem: syntaxProblem(error, file, bodyLine) };
  }
}

function syntaxProblem(error: unknown, file: string, bodyLine: number): Problem {
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
