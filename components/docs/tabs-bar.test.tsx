import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { parseDocsConfig } from '@/lib/config/parse';
import { buildLayoutModel } from '@/lib/site/layout-model';
import type { RouteEntry } from '@/lib/site/types';
import { TabsBar } from './division-bar';

const route = (url: string): RouteEntry => ({ url, kind: 'page', title: url, file: `${url}.mdx`, hidden: false, inNav: true });

// docs.json's `align: "end"` on tabs (Mintlify's tab schema: "Tab alignment in the navigation"),
// from the config to the drawn bar: a help tab and an external link moved to the far end.
it('draws tabs with `align: "end"` after a spacer at the far end, in docs.json order', () => {
  const loaded = parseDocsConfig({
    name: 'A',
    navigation: {
      tabs: [
        { tab: 'Help', align: 'end', pages: ['help'] },
        { tab: 'Guide', pages: ['index'] },
        { tab: 'Blog', align: 'end', href: 'https://blog.example.com' },
        { tab: 'API', align: 'start', pages: ['api'] },
      ],
    },
  });
  expect(loaded.problems).toEqual([]);
  const byUrl = new Map(['/', '/help', '/api'].map((url) => [url, route(url)]));
  const tabs = buildLayoutModel(loaded.nav!, byUrl, '/').levels[0];
  expect(tabs.items.map((t) => [t.label, t.align ?? 'start'])).toEqual([
    ['Help', 'end'],
    ['Guide', 'start'],
    ['Blog', 'end'],
    ['API', 'start'],
  ]);
  const html = renderToStaticMarkup(<TabsBar level={tabs} />);
  const order = [...html.matchAll(/class="tabs-spacer"|>(Help|Guide|Blog|API)</g)].map((m) => m[1] ?? '|');
  expect(order).toEqual(['Guide', 'API', '|', 'Help', 'Blog']);
});

it('draws no spacer when no tab is aligned to the end', () => {
  const loaded = parseDocsConfig({ name: 'A', navigation: { tabs: [{ tab: 'Guide', pages: ['index'] }] } });
  const tabs = buildLayoutModel(loaded.nav!, new Map([['/', route('/')]]), '/').levels[0];
  expect(renderToStaticMarkup(<TabsBar level={tabs} />)).not.toContain('tabs-spacer');
});
