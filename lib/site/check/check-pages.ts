import type { Root } from 'mdast';
import path from 'node:path';
import type { Problem } from '../../config/types';
import type { Site } from '../types';
import { checkAuthorCode } from './check-author-code';
import { checkMdxSyntax } from './check-mdx';
import { checkLinks, checkRelated } from './check-links';
import { findSnippetProblems } from '../../content/find-snippet-problems';
import { locateUnknownComponents } from '../../content/find-unknown-components';
import { readPageSource } from '../../content/page-source';

/**
 * Page-level checks that need the whole route table: MDX syntax, components, snippets, author
 * JavaScript and internal links (a hand-written endpoint page's fields are checked when the site
 * loads, lib/site/hand-written-endpoints). A broken link, a missing static file (image, PDF), an unknown component or a snippet that
 * cannot be inlined is a warning, because corpora and drafts often lack them and the page still
 * renders (with a visible placeholder).
 */
export async function checkPages(site: Site): Promise<Problem[]> {
  const problems: Problem[] = [];
  // Every authored page, including MDX pages that render an operation (frontmatter `openapi`).
  const pages = site.routes.filter((r) => /\.mdx?$/.test(r.file));
  const variables = (site.config as { variables?: Record<string, string> } | null)?.variables;
  for (const route of pages) {
    // The load has read and parsed this file already (lib/content/page-source): the check reuses it.
    const fm = readPageSource(path.join(site.docsDir, route.file));
    if (route.file.endsWith('.mdx')) {
      // One parse per page for all three checks: a 200 KB changelog takes ~0.4 s to parse.
      const syntax = await checkMdxSyntax(fm.body, route.file, fm.bodyLine);
      if (syntax.problem) problems.push(syntax.problem);
      else {
        problems.push(...componentWarnings(syntax.tree, route.file, fm.bodyLine, site.docsDir));
        // Last: the author-code check inlines snippets into the tree it is given.
        problems.push(...(await checkAuthorCode(fm.body, route.file, fm.bodyLine, site.docsDir, variables, syntax.tree)));
      }
    }
    problems.push(...checkLinks(site, route.file, fm.body, fm.bodyLine), ...checkRelated(site, route));
  }
  return problems;
}

/** Unknown components and unusable snippets of an MDX page (its tree, left as it is), as located warnings. */
function componentWarnings(tree: Root, file: string, bodyLine: number, docsDir: string): Problem[] {
  const warn = (line: number | undefined, message: string): Problem => ({
    severity: 'warning',
    file,
    path: '',
    line: line ? line + bodyLine - 1 : undefined,
    message,
  });
  return [
    ...locateUnknownComponents(tree).map((u) => warn(u.line, `unknown component <${u.name}>`)),
    ...findSnippetProblems(tree, { docsDir, file }).map((p) => warn(p.line, p.message)),
  ];
}
