import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { SidebarItem } from '@/lib/site/layout-model';

/**
 * The sidebar, server-rendered. Groups are native `<details>`: collapsible with no JavaScript,
 * open when they hold the current page or are `expanded`.
 */
export function Sidebar({ items }: { items: SidebarItem[] }) {
  return <ul className="sidebar-list">{items.map((item, i) => <SidebarNode key={i} item={item} depth={0} />)}</ul>;
}

function SidebarNode({ item, depth }: { item: SidebarItem; depth: number }) {
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
  if (item.type === 'page') {
    return (
      <li>
        <Link className="sidebar-link" href={item.url} aria-current={item.active ? 'page' : undefined} data-active={item.active || undefined}>
          {item.method && <span className={`method-badge method-${item.method.toLowerCase()}`}>{item.method === 'DELETE' ? 'DEL' : item.method}</span>}
          <Icon name={item.icon} size={14} />
          <span className={item.deprecated ? 'is-deprecated' : undefined}>{item.label}</span>
          {item.tag && <span className="nav-tag">{item.tag}</span>}
        </Link>
      </li>
    );
  }
  const heading = (
    <>
      <Icon name={item.icon} size={14} />
      <span>{item.label}</span>
      {item.tag && <span className="nav-tag">{item.tag}</span>}
    </>
  );
  if (depth === 0) {
    return (
      <li className="sidebar-section">
        <div className="sidebar-heading">{item.url ? <Link href={item.url}>{heading}</Link> : heading}</div>
        <ul>{item.items.map((child, i) => <SidebarNode key={i} item={child} depth={depth + 1} />)}</ul>
      </li>
    );
  }
  return (
    <li>
      <details className="sidebar-group" open={item.open}>
        <summary className="sidebar-link" data-active={item.url && item.active ? true : undefined}>
          {item.url ? <Link href={item.url}>{heading}</Link> : heading}
        </summary>
        <ul>{item.items.map((child, i) => <SidebarNode key={i} item={child} depth={depth + 1} />)}</ul>
      </details>
    </li>
  );
}
