import type { ReactNode } from 'react';
import { ENGLISH, type UiStrings } from '@/lib/i18n/ui-strings';
import type { NavLink } from '@/lib/config/types';
import type { LayoutModel } from '@/lib/site/layout-model';
import { DivisionPicker, TabsBar } from './division-bar';
import { NavIcon } from './nav-icon';
import { Sidebar } from './sidebar';

/**
 * Tabs bar, sidebar and the content column. The navbar lives in the layout; this part depends on
 * the current URL (active tab, open groups), so each page renders it.
 */
export function DocsShell({
  layout,
  strings = ENGLISH,
  mode,
  drilldown,
  globalLinks = [],
  children,
}: {
  layout: LayoutModel;
  strings?: UiStrings;
  /** Frontmatter `mode`: `center` and `custom` pages have no sidebar (Mintlify organize/pages.mdx). */
  mode?: string;
  /** docs.json `interaction.drilldown`. */
  drilldown?: boolean;
  /** `navigation.global`: links shown in every section, above the sidebar (Mintlify organize/navigation.mdx). */
  globalLinks?: NavLink[];
  children: ReactNode;
}) {
  const tabs = layout.levels.find((l) => l.kind === 'tab');
  const pickers = layout.levels.filter((l) => l.kind !== 'tab');
  const sidebar = mode !== 'center' && mode !== 'custom';
  return (
    <>
      {tabs && <TabsBar level={tabs} />}
      {/* Props only when set: an undefined one is still written into every page's RSC payload (issue 12). */}
      <div className="docs-body" {...(mode ? { 'data-mode': mode } : {})}>
        {sidebar && (
          <aside className="sidebar" id="sidebar" aria-label="Documentation navigation">
            {tabs && (
              <div className="sidebar-tabs">
                {/* Index keys, as in TabsBar: each key is written into every page's payload. */}
                {tabs.items.map((t, i) => (
                  <a key={i} href={t.url} {...(t.active ? { 'data-active': true } : {})}>
                    {t.label}
                  </a>
                ))}
              </div>
            )}
            {pickers.map((level, i) => (
              <DivisionPicker key={i} level={level} strings={strings} />
            ))}
            {globalLinks.length > 0 && (
              <ul className="sidebar-global" aria-label="Everywhere">
                {globalLinks.map((link) => (
                  <li key={`${link.label}${link.href}`}>
                    <a
                      className="sidebar-link"
                      href={link.href}
                      {...(/^[a-z][a-z0-9+.-]*:/i.test(link.href) ? { target: '_blank', rel: 'noreferrer' } : {})}
                    >
                      <NavIcon name={link.icon} iconType={link.iconType} color={link.color} size={14} />
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <Sidebar items={layout.sidebar} drilldown={drilldown} />
          </aside>
        )}
        <div className="docs-main">{children}</div>
      </div>
    </>
  );
}
