import { Anchor } from '@/components/mdx/anchor';
import { Card } from '@/components/mdx/cards';
import { Icon } from '@/components/ui/icon';
import { getDirectoryOf } from '@/lib/config/directory';
import type { NavGroup, NavItem } from '@/lib/config/types';
import { pageUrl } from '@/lib/content/page-file';
import { hrefOf } from '@/lib/site/page-href';
import type { RouteEntry, Site } from '@/lib/site/types';

type Entry = { url: string; title: string; description?: string };
type Section = { label: string; url?: string; description?: string; entries: Entry[] };

/**
 * The directory listing of a group's root page (`directory` in docs.json: organize/navigation.mdx,
 * "Directory listings"): below the page's content, the group's child pages as cards or as a list,
 * its child groups as sections of their own. It reads the site the reader may see (the page gets a
 * `visibleSite`), so a gated child page is never listed to a reader who may not open it. The class
 * names are Mintlify's (customize/custom-scripts.mdx: `directory`, `directory-group`,
 * `directory-page`, `directory-card`), so authors' CSS written for them applies here too.
 */
export function DirectoryListing({ site, route }: { site: Site; route: RouteEntry }) {
  if (!site.nav || route.kind !== 'page') return null;
  const found = getDirectoryOf(site.nav, (root) => pageUrl(root) === route.url);
  if (!found) return null;
  const { entries, sections } = listGroup(found.group, site, route.url);
  if (entries.length === 0 && sections.length === 0) return null;
  const Item = found.layout === 'card' ? CardEntry : ListEntry;
  const items = (list: Entry[]) =>
    found.layout === 'card' ? (
      <div className="card-group directory-cards" data-cols={2}>
        {list.map((e) => (
          <Item key={e.url} entry={e} />
        ))}
      </div>
    ) : (
      <ul className="directory-list">
        {list.map((e) => (
          <Item key={e.url} entry={e} />
        ))}
      </ul>
    );
  return (
    <nav className={`directory directory-${found.layout}`} aria-label={found.group.label}>
      {entries.length > 0 && items(entries)}
      {sections.map((s) =>
        found.layout === 'card' ? (
          <section key={s.label} className="directory-group">
            <h2 className="directory-group-title">{s.url ? <Anchor href={hrefOf(s.url)}>{s.label}</Anchor> : s.label}</h2>
            {s.description && <p className="directory-group-description">{s.description}</p>}
            {s.entries.length > 0 && items(s.entries)}
          </section>
        ) : (
          <details key={s.label} className="directory-group accordion">
            <summary className="accordion-summary directory-group-title">
              <Icon name="lucide:chevron-right" size={16} className="accordion-chevron" />
              <span className="accordion-title">{s.label}</span>
            </summary>
            <div className="accordion-body">
              {s.url && (
                <p className="directory-group-description">
                  <Anchor href={hrefOf(s.url)}>{s.label}</Anchor>
                  {s.description ? ` — ${s.description}` : ''}
                </p>
              )}
              {s.entries.length > 0 && items(s.entries)}
            </div>
          </details>
        ),
      )}
    </nav>
  );
}

function CardEntry({ entry }: { entry: Entry }) {
  return (
    <Card className="directory-page directory-card" title={entry.title} href={hrefOf(entry.url)}>
      {entry.description}
    </Card>
  );
}

function ListEntry({ entry }: { entry: Entry }) {
  return (
    <li className="directory-page">
      <Anchor href={hrefOf(entry.url)} className="directory-page-title">
        {entry.title}
      </Anchor>
      {entry.description && <span className="directory-page-description">{entry.description}</span>}
    </li>
  );
}

/** The route a navigation item opens, when the reader may see it and it is listed (not hidden). */
function routeOf(item: NavItem, site: Site): RouteEntry | undefined {
  const generated = item.kind === 'operation' || item.kind === 'webhook' ? item.resolved?.url : undefined;
  const url = item.kind === 'page' ? pageUrl(item.entry) : generated;
  const route = url === undefined ? undefined : site.byUrl.get(url);
  return route && !route.hidden ? route : undefined;
}

const toEntry = (r: RouteEntry): Entry => ({ url: r.url, title: r.sidebarTitle ?? r.title, description: r.description });
const pageEntry = (item: NavItem, site: Site): Entry[] => {
  const route = routeOf(item, site);
  return route ? [toEntry(route)] : [];
};

/**
 * A group's listing: its own pages (not the root page itself), and each child group as a section
 * with the pages directly in it; a group deeper down is one entry, opening its root page (or its
 * first page), so a large tree stays one screen deep.
 */
function listGroup(group: NavGroup, site: Site, self: string): { entries: Entry[]; sections: Section[] } {
  const entries: Entry[] = [];
  const sections: Section[] = [];
  for (const child of group.children) {
    if (child.kind === 'group') {
      if (child.hidden) continue;
      const root = child.root ? site.byUrl.get(pageUrl(child.root)) : undefined;
      const pages = child.children
        .flatMap((c) => (c.kind === 'group' ? groupEntry(c, site) : pageEntry(c, site)))
        .filter((e) => e.url !== root?.url);
      if (!root && pages.length === 0) continue;
      sections.push({ label: child.label, url: root?.url, description: root?.description, entries: pages });
      continue;
    }
    const route = routeOf(child, site);
    if (route && route.url !== self) entries.push(toEntry(route));
  }
  return { entries, sections };
}

/** A nested group as one entry: its root page, else its first listed page, titled by the group. */
function groupEntry(group: NavGroup, site: Site): Entry[] {
  if (group.hidden) return [];
  const root = group.root ? site.byUrl.get(pageUrl(group.root)) : undefined;
  const first = root ?? group.children.map((c) => routeOf(c, site)).find(Boolean);
  return first ? [{ url: first.url, title: group.label, description: root?.description }] : [];
}
