import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from '@/lib/content/frontmatter';
import { buildLayoutModel } from '@/lib/site/layout-model';
import type { RouteEntry, Site } from '@/lib/site/types';
import { DocsShell } from './docs-shell';
import { renderMdx } from './mdx-page';
import { Breadcrumbs, Pager, TableOfContents } from './page-chrome';

/** One documentation page: shell, header, rendered body, table of contents and pager. */
export async function DocsPage({ site, route }: { site: Site; route: RouteEntry }) {
  const layout = buildLayoutModel(site.nav!, site.byUrl, route.url);
  const source = await readFile(path.join(site.docsDir, route.file), 'utf8');
  const fm = parseFrontmatter(source);
  const variables = (site.config as { variables?: Record<string, string> } | null)?.variables;
  const { content, toc } = await renderMdx(fm.body, route.file, fm.bodyLine, variables);
  const wide = route.frontmatter?.mode === 'wide' || route.frontmatter?.mode === 'custom';
  return (
    <DocsShell layout={layout}>
      <div className={`content-grid${wide ? ' is-wide' : ''}`}>
        <article className="page" id="content">
          <header className="page-header">
            <Breadcrumbs items={layout.breadcrumbs} />
            <h1>{route.title}</h1>
            {route.description && <p className="page-description">{route.description}</p>}
          </header>
          <div className="prose">{content}</div>
          <Pager prev={layout.prev} next={layout.next} />
        </article>
        {!wide && <TableOfContents items={toc} />}
      </div>
    </DocsShell>
  );
}
