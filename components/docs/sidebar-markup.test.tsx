/**
 * The sidebar's server-rendered markup, pinned for a tree with every kind of row (pages with and
 * without methods, icons, tags, the active and deprecated ones; nested, lazy and drill-down
 * groups; external links; a gap of a long group): what readers without JavaScript get, and what the browser hydrates.
 * Issue 12 changes how the rows travel in the RSC payload, not what they draw; the HTML must stay
 * byte for byte. Regenerate with UPDATE_GOLDEN=1 only for a change readers are meant to see.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/site/layout-model';
import { pageItem } from './sidebar-items.test-utils';
import { Sidebar } from './sidebar';

const golden = path.resolve(__dirname, '../../test/golden/sidebar-html/sample.html');

const page = pageItem;

const TREE: SidebarItem[] = [
  {
    type: 'group',
    label: 'Guide',
    open: true,
    active: true,
    items: [
      page('/', 'Introduction', { icon: 'house' }),
      page('/quickstart', 'Quickstart', { tag: 'NEW' }),
      page('/writing/pages', 'Pages'),
      { type: 'link', label: 'GitHub', url: 'https://github.com/example/repo', icon: 'github' },
      {
        type: 'group',
        label: 'Nested',
        open: false,
        active: false,
        tag: 'BETA',
        items: [page('/nested/a', 'A'), page('/nested/b', 'B', { deprecated: true })],
      },
    ],
  },
  {
    type: 'group',
    label: 'Pets',
    open: true,
    active: true,
    url: '/api-reference/pets',
    items: [
      page('/api-reference/pets/list-pets', 'List pets', { method: 'GET' }),
      page('/api-reference/pets/create-a-pet', 'Create a pet', { method: 'POST', active: true }),
      page('/api-reference/pets/delete-a-pet', 'Delete a pet', { method: 'DELETE', deprecated: true }),
      page('/api-reference/pets/update-a-pet', 'Update a pet', { method: 'PATCH', tag: 'v2' }),
      // The rows of a long group the page leaves out (lib/site/sidebar-window.ts), until the browser fills them.
      {
        type: 'gap',
        label: 'Pets',
        from: 4,
        count: 30,
        lazy: { division: '1', group: '1', version: 'abc' },
        first: { label: 'Feed a pet', url: '/api-reference/pets/feed-a-pet' },
      },
      page('/api-reference/other/odd-one', 'Elsewhere', { method: 'GET' }),
    ],
  },
  {
    type: 'group',
    label: 'Stores',
    open: false,
    active: false,
    items: [],
    lazy: { division: '1', group: '2', version: 'abc', first: { label: 'List stores', url: '/api-reference/stores/list-stores' } },
  },
  page('/changelog', 'Changelog'),
];

it('the sidebar of a tree with every kind of row renders its golden markup', () => {
  const html = renderToStaticMarkup(<Sidebar items={TREE} />) + '\n' + renderToStaticMarkup(<Sidebar items={TREE} drilldown />) + '\n';
  if (process.env.UPDATE_GOLDEN || !existsSync(golden)) {
    mkdirSync(path.dirname(golden), { recursive: true });
    writeFileSync(golden, html);
  }
  expect(html).toBe(readFileSync(golden, 'utf8'));
});
