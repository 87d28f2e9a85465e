import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { elementChildren } from './children';
import { toBool, toNumber, type Flag } from './props';
import { TabsClient } from './tabs.client';

type TabProps = { title?: string; icon?: string; children?: ReactNode };

/** A tab's content; `Tabs` reads its title and renders it inside a panel. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Tabs over their `Tab` children. Tabs with the same title stay in sync across the page (and are
 * remembered), unless `sync={false}`.
 */
export function Tabs({ children, defaultTabIndex, sync }: { children?: ReactNode; defaultTabIndex?: number | string; sync?: Flag }) {
  const tabs = elementChildren<TabProps>(children).filter((child) => child.type === Tab || child.props.title !== undefined);
  const titles = tabs.map((tab, i) => String(tab.props.title ?? `Tab ${i + 1}`));
  return (
    <TabsClient
      kind="tabs"
      titles={titles}
      labels={tabs.map((tab, i) => (
        <>
          {tab.props.icon && <Icon name={tab.props.icon} size={15} />}
          {titles[i]}
        </>
      ))}
      panels={tabs.map((tab) => tab.props.children)}
      sync={toBool(sync, true)}
      defaultIndex={toNumber(defaultTabIndex, 0)}
    />
  );
}
