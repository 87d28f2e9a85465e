import type { ReactNode } from 'react';
import type { SidebarItem } from '@/lib/site/layout-model';
import { currentProps } from './current-props';
import { IntentLink } from './intent-link.client';

type PageItem = Extract<SidebarItem, { type: 'page' }>;

/**
 * One page of the sidebar. Shared by the server-rendered sidebar and the client island that shows
 * a lazily loaded group, so both draw the same row; the icon comes from the caller because the
 * icon set is server-only (it would put every icon into the browser's bundle).
 *
 * The link carries no class: a large API draws ~100 of these rows on every page, and
 * `class="sidebar-link"` was ~1.7 KB of each page's HTML (issue 12). The CSS reaches a page row by
 * place (`.sidebar-list li > a:not([class])`, the class's stand-in in every rule that styles it:
 * app/globals.css "sidebar rows", lib/site/theme-css.ts). For the same reason its method badge is
 * a `<b class="method-get">`, not the `<span class="method-badge method-get">` drawn elsewhere
 * (~18 bytes on each row, ~0.6 KB of a large API's page): the badge rules name it by place
 * (`.sidebar-list a > b`).
 */
export function SidebarPageLink({ item, icon }: { item: PageItem; icon?: ReactNode }) {
  return (
    <li>
      <IntentLink href={item.url} {...currentProps(item.active)}>
        {item.method && <b className={`method-${item.method.toLowerCase()}`}>{item.method === 'DELETE' ? 'DEL' : item.method}</b>}
        {icon}
        <span {...(item.deprecated ? { className: 'is-deprecated' } : {})}>{item.label}</span>
        {item.tag && <span className="nav-tag">{item.tag}</span>}
      </IntentLink>
    </li>
  );
}
