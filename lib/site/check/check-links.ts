import type { Problem } from '../../config/types';
import { matchRedirect, type Redirect } from '../redirects';
import { isExternalRelated, relatedEntries } from '../related-pages';
import type { RouteEntry, Site } from '../types';
import { findInternalLinks, linkTarget } from '../../content/find-links';
import { resolveStaticFile } from '../../content/static-files';

/**
 * Internal links of one page body. A link is fine when it reaches a route, a static file or a
 * docs.json redirect. Broken links are warnings: the page still renders, and sites often link to
 * paths served outside the docs (a base path, a marketing page), which only the author can judge.
 */
export function checkLinks(site: Site, file: string, body: string, bodyLine: number): Problem[] {
  const redirects = (site.config as { redirects?: Redirect[] } | null)?.redirects;
  const problems: Problem[] = [];
  for (const link of findInternalLinks(body)) {
    const target = linkTarget(link.href);
    if (site.byUrl.has(target) || matchRedirect(redirects, target)) continue;
    const line = link.line + bodyLine - 1;
    if (/\.[a-z0-9]+$/i.test(target) && !target.endsWith('.md')) {
      if (!resolveStaticFile(site.docsDir, target) && !isSpecPath(site, target))
        problems.push({ severity: 'warning', file, path: '', line, message: `file ${target} not found in the docs folder` });
      continue;
    }
    problems.push({ severity: 'warning', file, path: '', line, message: `broken link ${link.href}: no page has the URL ${target}` });
  }
  return problems;
}

/** The frontmatter `related` entries of a page that will not be drawn, as located warnings. */
export function checkRelated(site: Site, route: RouteEntry): Problem[] {
  const line = route.frontmatterLines?.related;
  return relatedEntries(route.frontmatter?.related).flatMap(({ link }, i): Problem[] => {
    const at = { severity: 'warning' as const, file: route.file, path: `frontmatter.related[${i}]`, ...(line ? { line } : {}) };
    if (isExternalRelated(link)) return [];
    if (!link.startsWith('/'))
      return [{ ...at, message: `related ${link}: not a root-relative path (/page) or an http(s) URL; it is left out` }];
    return site.byUrl.has(linkTarget(link))
      ? []
      : [{ ...at, message: `related ${link}: no page has the URL ${linkTarget(link)}; it is left out` }];
  });
}

function isSpecPath(site: Site, target: string): boolean {
  const rel = target.replace(/^\/+/, '');
  return [...site.specs.values()].some((s) => s.file === rel || s.file === `content/${rel}`);
}
