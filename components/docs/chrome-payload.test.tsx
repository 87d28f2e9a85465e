/**
 * What the chrome hands to the RSC payload (issue 12): every prop of a host element or a client
 * component is written into each page's payload, which Next stores four times per page. So the
 * chrome passes no prop as undefined (serialised as `"$undefined"`) and hands no server-drawn Lucide
 * icon to a client component (its props and node array were serialised on every page; the client
 * components draw their own). The server components are expanded here as React would on the server;
 * the client components are the leaves whose props travel. chrome-markup.test pins the HTML.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { expect, it } from 'vitest';
import { SearchButton } from '@/components/search/search-button.client';
import { AccountLink } from './account-link.client';
import { BRANDING, LAYOUT } from './chrome-fixture.test-utils';
import { DivisionPicker, TabsBar } from './division-bar';
import { DocsShell } from './docs-shell';
import { IntentLink } from './intent-link.client';
import { MobileMenuButton } from './mobile-menu-button.client';
import { Navbar } from './navbar';
import { TableOfContents } from './page-chrome';
import { SidebarLazyGroup, SidebarLazyGroups } from './sidebar-lazy-group.client';
import { SidebarGap } from './sidebar-gap.client';
import { SidebarPages } from './sidebar-pages.client';
import { ThemeToggle } from './theme-toggle.client';

const CLIENT = new Set<unknown>([
  SearchButton,
  AccountLink,
  IntentLink,
  MobileMenuButton,
  SidebarLazyGroup,
  SidebarLazyGroups,
  SidebarGap,
  SidebarPages,
  ThemeToggle,
]);

/** Where the tree hands the payload something it need not carry, as `path: what`. */
function findWaste(node: ReactNode, at: string, out: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((child, i) => findWaste(child as ReactNode, `${at}[${i}]`, out));
    return out;
  }
  if (!isValidElement(node)) return out;
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (typeof type === 'object' && type !== null) {
    // A forwardRef component rendered on the server: Lucide's icons are the chrome's only ones.
    out.push(`${at}: server-drawn icon handed to the payload`);
    return out;
  }
  if (typeof type === 'function' && !CLIENT.has(type)) {
    // A server component: what it renders is what travels.
    return findWaste((type as (p: unknown) => ReactNode)(props), `${at}>${type.name}`, out);
  }
  const name = typeof type === 'function' ? type.name : String(type);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) out.push(`${at}>${name}: ${key} is undefined`);
    else if (key !== 'children') findWaste(value as ReactNode, `${at}>${name}.${key}`, out);
  }
  return findWaste(props.children as ReactNode, `${at}>${name}`, out);
}

it('the navbar hands no undefined prop and no server-drawn icon to the payload', () => {
  expect(findWaste(<Navbar branding={BRANDING} />, 'navbar', [])).toEqual([]);
});

it('the tabs, anchors and docs shell (sidebar included) hand no undefined prop to the payload', () => {
  expect(findWaste(<TabsBar level={LAYOUT.levels[0]} />, 'tabs', [])).toEqual([]);
  expect(findWaste(<DivisionPicker level={LAYOUT.levels[1]} />, 'anchors', [])).toEqual([]);
  expect(
    findWaste(
      <DocsShell layout={LAYOUT}>
        <p>body</p>
      </DocsShell>,
      'shell',
      [],
    ),
  ).toEqual([]);
});

it('the table of contents hands no undefined prop to the payload', () => {
  const items = [
    { id: 'a', text: 'A', depth: 2 as const },
    { id: 'b', text: 'B', depth: 3 as const, view: 'Python' },
  ];
  expect(findWaste(<TableOfContents items={items} />, 'toc', [])).toEqual([]);
});
