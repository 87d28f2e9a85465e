/**
 * A collapsed sidebar group's HTML (issue 12): a large API draws ~46 of them on every page (GitHub's
 * REST reference), so each byte here is ~46 bytes of every page's HTML. The group carries no class
 * and no wrapper the CSS does not need: app/globals.css and lib/site/theme-css.ts style it by its
 * place in the sidebar (`.sidebar-list > li > details > summary` is a collapsed section heading).
 * The native `<details>`, the link to the group's first page (readers without JavaScript) and that
 * link's label as its text stay; e2e/big-api/sidebar.spec.ts checks the look in the browser.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/site/layout-model';
import { Sidebar } from './sidebar';
import { SidebarLazyGroups } from './sidebar-lazy-group.client';

const group = (label: string, group: string, first: { label: string; url: string }): SidebarItem => ({
  type: 'group',
  label,
  open: false,
  active: false,
  items: [],
  lazy: { division: '1', group, version: 'abc', first },
});

it('a collapsed section is a bare details, its heading the label, then the link to the first page', () => {
  const html = renderToStaticMarkup(
    <SidebarLazyGroups
      division="1"
      version="abc"
      base="/api-reference/"
      rows={[['3', 'meta', 'GitHub API Root', 'meta/github-api-root']]}
    />,
  );
  expect(html).toBe('<li><details><summary>meta</summary><a href="/api-reference/meta/github-api-root">GitHub API Root</a></details></li>');
  // 251 bytes before: `sidebar-section`, `sidebar-group` and `sidebar-heading` classes, and a span
  // around each label; 155 with the link's `sidebar-link` class; 134 with the link in a `<ul><li>`.
  expect(html.length).toBe(116);
});

it('no collapsed group, top-level or nested, carries a class on its li, details or summary', () => {
  const nested = { ...group('Deep', '0.1', { label: 'Deep page', url: '/guide/deep/deep-page' }), icon: 'book' };
  const tree: SidebarItem[] = [
    {
      type: 'group',
      label: 'Guide',
      open: true,
      active: true,
      items: [
        { type: 'page', label: 'Intro', url: '/guide/intro', active: true },
        nested,
        group('Other', '0.2', { label: 'Other page', url: '/x/y' }),
      ],
    },
    group('meta', '1', { label: 'GitHub API Root', url: '/api-reference/meta/github-api-root' }),
    group('repos', '2', { label: 'List repositories', url: '/api-reference/repos/list-repositories' }),
  ];
  const html = renderToStaticMarkup(<Sidebar items={tree} />);
  const collapsed = html.match(/<li[^>]*><details[^>]*><summary[^>]*>/g) ?? [];
  expect(collapsed).toEqual(['<li><details><summary>', '<li><details><summary>', '<li><details><summary>', '<li><details><summary>']);
  for (const [label, url] of [
    ['GitHub API Root', '/api-reference/meta/github-api-root'],
    ['List repositories', '/api-reference/repos/list-repositories'],
    ['Deep page', '/guide/deep/deep-page'],
    ['Other page', '/x/y'],
  ])
    expect(html).toContain(`<a href="${url}">${label}</a>`);
  // The inline group's rows stay as they were.
  expect(html).toContain('<li class="sidebar-section"><div class="sidebar-heading"><span>Guide</span></div>');
});
