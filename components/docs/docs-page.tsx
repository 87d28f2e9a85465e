import path from 'node:path';
import { ApiReference } from '@/components/openapi/api-reference';
import { MdxPlaygroundSlot } from '@/components/openapi/mdx-playground-slot';
import { readPageSource } from '@/lib/content/page-source';
import { isMdxEndpointPage } from '@/lib/content/mdx-endpoint';
import type { NavLink } from '@/lib/config/types';
import { getUiStrings } from '@/lib/i18n/get-ui-strings';
import { markdownUrl } from '@/lib/llms/page-markdown';
import { buildPageActions } from '@/lib/page-meta/contextual-options';
import { getEditUrl } from '@/lib/page-meta/edit-url';
import { getLastUpdated } from '@/lib/page-meta/last-updated';
import { getCodeStyle } from '@/lib/site/code-style';
import { hrefOf } from '@/lib/site/page-href';
import { getPageScopes } from '@/lib/i18n/page-scope';
import { buildLayoutModel } from '@/lib/site/layout-model';
import { relatedLinks } from '@/lib/site/related-pages';
import type { RouteEntry, Site } from '@/lib/site/types';
import { DirectoryListing } from './directory-listing';
import { DocsShell } from './docs-shell';
import { EditPageLink } from './edit-page-link';
import { Feedback } from './feedback.client';
import { LastUpdated } from './last-updated';
import { RelatedTopics } from './related-topics';
import { PageActions } from './page-actions.client';
import { renderMdx } from './mdx-page';
import { Breadcrumbs, Pager, TableOfContents } from './page-chrome';

/**
 * One documentation page: shell, header, rendered body, table of contents and pager. Endpoint,
 * webhook and schema routes render the API reference; when they come from an MDX page's
 * frontmatter (`openapi:`), that page's body renders first. Generated routes point at the spec
 * file, which has no body. A hand-written endpoint page (frontmatter `api`) gets its playground
 * above its body.
 */
export async function DocsPage({ site, route }: { site: Site; route: RouteEntry }) {
  const layout = buildLayoutModel(site.nav!, site.byUrl, route.url);
  // The interface speaks the language of the division the page sits in.
  const strings = getUiStrings(getPageScopes(site.nav!).get(route.url)?.language);
  const api = route.kind !== 'page';
  const hasBody = !api || /\.mdx?$/i.test(route.file);
  const variables = (site.config as { variables?: Record<string, string> } | null)?.variables;
  const config = site.config;
  const rendered = hasBody ? await renderBody(site, route, variables) : undefined;
  const mode = api ? undefined : route.frontmatter?.mode;
  // `custom` and `frame` are a blank canvas (Mintlify organize/pages.mdx): the body alone, no title,
  // page footer or pager; `center` keeps those but, like them, has no table of contents.
  const bare = mode === 'custom' || mode === 'frame';
  const wide = api || mode === 'wide' || bare;
  const actions = buildPageActions((site.config as { contextual?: unknown } | null)?.contextual, route.frontmatter?.contextual);
  const lastUpdated = await getLastUpdated(site, route);
  const editUrl = getEditUrl(route.file);
  const rss = route.frontmatter?.rss === true ? `${hrefOf(route.url).replace(/\/$/, '')}/rss.xml` : undefined;
  return (
    <DocsShell
      layout={layout}
      strings={strings}
      mode={mode}
      drilldown={config?.interaction?.drilldown === true}
      globalLinks={site.nav!.global.filter((item) => item.kind === 'link' && !item.hidden) as NavLink[]}
    >
      <div className={`content-grid${wide ? ' is-wide' : ''}${mode === 'center' ? ' is-center' : ''}`}>
        <article className="page" id="content">
          {/* A canvas page still has a title for screen readers and the outline; its body draws the visible one. */}
          {bare && <h1 className="visually-hidden">{route.title}</h1>}
          {!bare && (
            <header className="page-header">
              {/* docs.json `styling.eyebrows: section`: the nearest section alone above the title. */}
              <Breadcrumbs items={config?.styling?.eyebrows === 'section' ? layout.breadcrumbs.slice(-1) : layout.breadcrumbs} />
              <div className="page-title-row">
                <h1>{route.title}</h1>
                {rss && (
                  <a className="page-rss" href={rss} type="application/rss+xml">
                    RSS
                  </a>
                )}
                {actions.length > 0 && <PageActions actions={actions} markdownHref={hrefOf(markdownUrl(route.url))} />}
              </div>
              {route.description && (!api || route.frontmatter?.description) && <p className="page-description">{route.description}</p>}
            </header>
          )}
          {isMdxEndpointPage(route) && <MdxPlaygroundSlot site={site} route={route} />}
          {api ? (
            <ApiReference site={site} route={route} intro={rendered?.content} variables={variables} />
          ) : (
            <div className="prose">
              {rendered?.content}
              <DirectoryListing site={site} route={route} />
            </div>
          )}
          {!bare && <RelatedTopics links={relatedLinks(site, route)} title={strings.relatedTopics} />}
          {!bare && (
            <footer className="page-foot">
              {(lastUpdated || editUrl) && (
                <div className="page-foot-meta">
                  {lastUpdated && <LastUpdated iso={lastUpdated} />}
                  {editUrl && <EditPageLink href={editUrl} />}
                </div>
              )}
              {/* Mintlify: `integrations.telemetry.enabled: false` also turns page feedback off. */}
              {config?.integrations?.telemetry?.enabled !== false && <Feedback page={route.url} />}
            </footer>
          )}
          {!bare && !route.frontmatter?.hideFooterPagination && <Pager prev={layout.prev} next={layout.next} strings={strings} />}
        </article>
        {!wide && mode !== 'center' && <TableOfContents items={rendered?.toc ?? []} strings={strings} />}
      </div>
    </DocsShell>
  );
}

async function renderBody(site: Site, route: RouteEntry, variables?: Record<string, string>) {
  const fm = readPageSource(path.join(site.docsDir, route.file));
  // A frontmatter endpoint page often has no body of its own: nothing to show before the reference.
  if (route.kind !== 'page' && !fm.body.trim()) return undefined;
  return renderMdx(fm.body, route.file, fm.bodyLine, variables, { codeStyle: getCodeStyle(site), latex: site.config?.styling?.latex });
}
