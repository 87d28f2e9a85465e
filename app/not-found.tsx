import { IntentLink } from '@/components/docs/intent-link.client';
import { NotFoundText } from '@/components/docs/not-found-text.client';
import { renderMarkdown } from '@/components/openapi/markdown';
import { visibleSite } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { buildLayoutModel } from '@/lib/site/layout-model';
import { getSite } from '@/lib/site/get-site';

/**
 * A 404 that keeps the reader inside the docs: the home page and every top-level section. It
 * deliberately has no full sidebar: Next embeds the not-found tree in every page's payload, and a
 * large site's sidebar there would double the weight of every page.
 */
export default async function NotFound() {
  // Built for the signed-out reader: this tree is shared by every page and every reader, so it
  // must not name a gated section.
  const site = visibleSite(await getSite(), ANONYMOUS);
  const custom = site.config?.errors?.['404'];
  // Markdown, not MDX (docs/docs-json.md): the MDX component map would put every MDX client island
  // into the 404's chunk, which every page downloads beside its own copy of them (issue 12).
  const description = custom?.description ? await renderMarkdown(custom.description) : undefined;
  const sections = site.nav ? (buildLayoutModel(site.nav, site.byUrl, '').levels[0]?.items ?? []).filter((i) => !i.external) : [];
  return (
    <div className="not-found-shell">
      <article className="page not-found" id="content">
        <p className="not-found-code">404</p>
        {/* Props only when set: this tree is in every page's RSC payload, where an undefined prop still costs bytes. */}
        <NotFoundText {...(custom?.title ? { title: custom.title } : {})} {...(description ? { description } : {})} />
        {sections.length > 1 && (
          <ul className="not-found-sections">
            {sections.map((s) => (
              <li key={s.url + s.label}>
                <IntentLink href={s.url}>{s.label}</IntentLink>
              </li>
            ))}
          </ul>
        )}
      </article>
    </div>
  );
}
