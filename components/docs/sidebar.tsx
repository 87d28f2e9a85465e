import { Icon } from '@/components/ui/icon';
import type { SidebarItem } from '@/lib/site/layout-model';
import { IntentLink } from './intent-link.client';
import { navResourceUrl } from './nav-resource-url';
import { SidebarGap } from './sidebar-gap.client';
import { SidebarLazyGroup, SidebarLazyGroups } from './sidebar-lazy-group.client';
import { SidebarPageLink } from './sidebar-page-link';
import { SidebarPages } from './sidebar-pages.client';
import { toSidebarPieces } from './sidebar-rows';

/**
 * The sidebar, server-rendered. Groups are native `<details>`: collapsible with no JavaScript,
 * open when they hold the current page or are `expanded`. In a large division only the groups on
 * the path to the current page carry their items; the others are lazy (SidebarLazyGroup), so a
 * page's weight does not grow with the size of the API (issue 12).
 */
export function Sidebar({ items, drilldown = false }: { items: SidebarItem[]; drilldown?: boolean }) {
  return (
    <ul className="sidebar-list">
      <SidebarNodes items={items} depth={0} drilldown={drilldown} />
    </ul>
  );
}

/** A list of items, runs of plain pages and of collapsed groups each drawn by one client list from compact rows (see sidebar-rows). */
function SidebarNodes({ items, depth, drilldown }: { items: SidebarItem[]; depth: number; drilldown: boolean }) {
  return toSidebarPieces(items).map((piece) => {
    if ('item' in piece) return <SidebarNode key={piece.at} item={piece.item} depth={depth} drilldown={drilldown} />;
    if ('lazy' in piece) {
      return <SidebarLazyGroups key={piece.at} division={piece.division} version={piece.version} base={piece.base} rows={piece.lazy} />;
    }
    return <SidebarPages key={piece.at} base={piece.base} rows={piece.rows} />;
  });
}

/** The first page of a group, depth first: where docs.json `interaction.drilldown` takes a reader who opens it. */
function firstPage(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'page') return item.url;
    if (item.type === 'gap' && item.first) return item.first.url;
    if (item.type === 'group') {
      const found = item.url ?? firstPage(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

function SidebarNode({ item, depth, drilldown }: { item: SidebarItem; depth: number; drilldown: boolean }) {
  if (item.type === 'link') {
    return (
      <li>
        <a className="sidebar-link" href={item.url} target="_blank" rel="noreferrer">
          <Icon name={item.icon} size={14} />
          {item.label} <span aria-hidden="true">↗</span>
        </a>
      </li>
    );
  }
  if (item.type === 'page') return <SidebarPageLink item={item} icon={<Icon name={item.icon} size={14} />} />;
  if (item.type === 'gap') {
    const { division, group, version } = item.lazy;
    return (
      <SidebarGap
        src={navResourceUrl(division, group, version)}
        from={item.from}
        count={item.count}
        label={item.label}
        href={item.first?.url}
      />
    );
  }
  const heading = (
    <>
      <Icon name={item.icon} size={14} />
      <span>{item.label}</span>
      {item.tag ? <span className="nav-tag">{item.tag}</span> : null}
    </>
  );
  // With `interaction.drilldown`, a collapsed group's heading opens its first page (Mintlify
  // organize/settings-structure.mdx); that page's sidebar shows the group open.
  const target = item.url ?? (drilldown && !item.open && depth > 0 ? firstPage(item.items) : undefined);
  const title = target ? <IntentLink href={target}>{heading}</IntentLink> : heading;
  if (item.lazy) {
    const { division, group, version, first } = item.lazy;
    return <SidebarLazyGroup src={navResourceUrl(division, group, version)} heading={title} first={first} />;
  }
  if (depth === 0) {
    return (
      <li className="sidebar-section">
        <div className="sidebar-heading">{title}</div>
        <ul>
          <SidebarNodes items={item.items} depth={depth + 1} drilldown={drilldown} />
        </ul>
      </li>
    );
  }
  return (
    <li>
      <details className="sidebar-group" open={item.open}>
        <summary className="sidebar-link" data-active={item.url && item.active ? true : undefined}>
          {title}
        </summary>
        <ul>
          <SidebarNodes items={item.items} depth={depth + 1} drilldown={drilldown} />
        </ul>
      </details>
    </li>
  );
}
