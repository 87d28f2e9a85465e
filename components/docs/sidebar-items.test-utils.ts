import type { SidebarItem } from '@/lib/site/layout-model';

/** A sidebar page row for tests of the sidebar's pieces and markup: inactive unless `extra` says otherwise. */
export const pageItem = (url: string, label: string, extra: Partial<Extract<SidebarItem, { type: 'page' }>> = {}): SidebarItem => ({
  type: 'page',
  url,
  label,
  active: false,
  ...extra,
});
