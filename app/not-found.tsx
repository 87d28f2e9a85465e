import { NotFoundPage, type NotFoundSection } from '@/components/docs/not-found-page.client';
import { MARKDOWN_COMPONENTS, markdownRenderer } from '@/components/openapi/markdown-renderer';
import { visibleSite } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { buildLayoutModel } from '@/lib/site/layout-model';
import { getSite } from '@/lib/site/get-site';

// Code in the 404's text is drawn without the code block's copy button: the button is a client
// component, and the 404's own chunk (downloaded by every page) would carry a second copy of it.
const renderNotFoundMarkdown = markdownRenderer(MARKDOWN_COMPONENTS);

/**
 * A 404 that keeps the reader inside the docs: the home page and every top-level section. It
 * deliberately has no full sidebar: Next embeds the not-found tree in every page's payload, and a
 * large site's sidebar there would double the weight of every page; for the same reason the page is
 * one client component given the sections as pairs (NotFoundPage).
 */
export default async function NotFound() {
  // Built for the signed-out reader: this tree is shared by every page and every reader, so it
  // must not name a gated section.
  const site = visibleSite(await getSite(), ANONYMOUS);
  const custom = site.config?.errors?.['404'];
  // Markdown, not MDX (docs/docs-json.md): the MDX component map would put every MDX client island
  // into the 404's chunk, which every page downloads beside its own copy of them (issue 12).
  const description = custom?.description ? await renderNotFoundMarkdown(custom.description) : undefined;
  const sections = site.nav ? (buildLayoutModel(site.nav, site.byUrl, '').levels[0]?.items ?? []).filter((i) => !i.external) : [];
  return (
    <NotFoundPage
      {...(custom?.title ? { title: custom.title } : {})}
      {...(description ? { description } : {})}
      sections={sections.map((s): NotFoundSection => [s.url, s.label])}
    />
  );
}
