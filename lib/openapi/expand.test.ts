import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NavGroup, NavRoot } from '../config/types';
import { expandOpenApi } from './expand';
import { group, hook, op, page, resolvedUrls, root, spec, tab, version } from './nav-factories.test-utils';

const docsDir = path.resolve(__dirname, '../../test/fixtures/openapi');
const expand = (nav: NavRoot, apiOpenapi?: ReturnType<typeof spec>[]) => expandOpenApi(nav, { docsDir, apiOpenapi });

const SHOP_PAGES = [
  '/api-reference/users/list-users',
  '/api-reference/users/create-user-admin',
  '/api-reference/users/get-users',
  '/api-reference/users/delete-user',
  '/api-reference/orders/list-orders',
  '/api-reference/orders/create-order',
  '/api-reference/order-items/list-orders',
  '/api-reference/order-items/list-orders-1',
  '/api-reference/health-check',
  '/status-page',
  // x-hidden: a page at its URL, left out of the sidebar (Mintlify "Manage page visibility").
  '/api-reference/internal/reindex',
  // Webhooks sit beside operations, named by their summary (Mintlify's rule), not under webhooks/.
  '/api-reference/order-paid',
];

describe('bulk rule', () => {
  it('a tab gets one group per first tag (x-group label, first appearance, untagged last)', async () => {
    const { nav, problems } = await expand(root([tab('API', [group('Intro', [page('intro')])], [spec('shop.yaml')])]));
    expect(problems).toEqual([]);
    const groups = (nav.children[0] as { children: NavGroup[] }).children;
    expect(groups.map((g) => g.label)).toEqual(['Intro', 'Users', 'Orders', 'API Reference', 'Internal', 'Webhooks']);
    expect(groups[2].children.map((c) => c.kind === 'operation' && c.resolved?.title)).toEqual([
      // Three siblings share one summary: each is told apart by its method and path (sibling-titles.ts).
      'List orders (GET /orders)',
      'Create order',
      'List orders (GET /orders/{orderId}/items)',
      'List orders (GET /orders/{orderId}/items/{itemId})',
    ]);
    expect(groups[1].jsonPath).toBe(nav.children[0].jsonPath);
    expect(resolvedUrls(nav)).toEqual(SHOP_PAGES);
  });

  it('a group gets the pages appended after its own entries', async () => {
    const { nav } = await expand(root([group('Reference', [page('overview')], [spec('shop.yaml')])]));
    const children = (nav.children[0] as NavGroup).children;
    expect(children[0]).toMatchObject({ kind: 'page', entry: 'overview' });
    expect(children.slice(1).map((c) => c.kind)).toEqual([...Array(11).fill('operation'), 'webhook']);
    expect(resolvedUrls(nav)).toEqual(SHOP_PAGES);
  });

  it('generates every spec of an array, each in its own directory', async () => {
    const { nav } = await expand(root([group('APIs', [], [spec('shop.yaml'), spec('billing.json', 'billing')])]));
    expect(resolvedUrls(nav)).toEqual([
      ...SHOP_PAGES,
      '/billing/invoices/list-invoices',
      '/billing/invoices/create-invoice',
      '/billing/invoices/get-invoice',
    ]);
  });
});

describe('selective rule and inheritance', () => {
  const cases: { name: string; nav: () => NavRoot; want: string[] }[] = [
    {
      name: 'listed entries only, in listed order',
      nav: () => root([group('Users', [op('DELETE /users/{id}'), op('GET /users')], [spec('shop.yaml')])]),
      want: ['/api-reference/users/delete-user', '/api-reference/users/list-users'],
    },
    {
      name: 'children inherit the nearest ancestor spec and its directory',
      nav: () =>
        root([
          tab(
            'API',
            [group('A', [op('GET /invoices')]), group('B', [op('GET /users')], [spec('shop.yaml', 'shop')])],
            [spec('billing.json', 'bill')],
          ),
        ]),
      want: ['/bill/invoices/list-invoices', '/shop/users/list-users'],
    },
    {
      name: 'a nested spec is bulk-expanded in its group; the parent still selects',
      nav: () =>
        root([tab('API', [group('Billing', [], [spec('billing.json')]), group('Shop', [op('POST /orders')])], [spec('shop.yaml')])]),
      want: [
        '/api-reference/invoices/list-invoices',
        '/api-reference/invoices/create-invoice',
        '/api-reference/invoices/get-invoice',
        '/api-reference/orders/create-order',
      ],
    },
    {
      name: 'a spec named in the entry (path or stem) overrides inheritance',
      nav: () =>
        root([
          group(
            'Mixed',
            [op('billing GET /invoices/{id}'), op('/billing.json POST /invoices'), op('GET /health')],
            [spec('shop.yaml'), spec('billing.json')],
          ),
        ]),
      want: ['/api-reference/invoices/get-invoice', '/api-reference/invoices/create-invoice', '/api-reference/health-check'],
    },
    {
      name: 'collision numbers follow spec order even when only the second is listed',
      nav: () => root([group('Items', [op('GET /orders/{orderId}/items/{itemId}')], [spec('shop.yaml')])]),
      want: ['/api-reference/order-items/list-orders-1'],
    },
    {
      name: 'trailing slash difference is tolerated; x-docs.href replaces the URL',
      nav: () => root([group('S', [op('GET /status'), op('GET /users/')], [spec('shop.yaml')])]),
      want: ['/status-page', '/api-reference/users/list-users'],
    },
    {
      name: 'webhook entries',
      nav: () => root([group('Hooks', [hook('orderPaid'), hook('orderPaid', 'shop.yaml')], [spec('shop.yaml', 'events')])]),
      want: ['/events/order-paid', '/events/order-paid'],
    },
    {
      name: 'api.openapi serves entries with no enclosing spec',
      nav: () => root([group('Loose', [op('GET /invoices')])]),
      want: ['/api-reference/invoices/list-invoices'],
    },
  ];
  it.each(cases)('$name', async ({ nav, want }) => {
    const result = await expand(nav(), [spec('billing.json')]);
    expect(result.problems).toEqual([]);
    expect(resolvedUrls(result.nav)).toEqual(want);
  });
});

describe('page defaults and extensions', () => {
  it('fills title, deprecated, hidden and version', async () => {
    const nav = root([
      version('v2', [
        tab(
          'API',
          [
            group('Users', [op('GET /users/{id}'), op('DELETE /users/{id}'), op('POST /internal/reindex')]),
            group('Secret', [op('GET /users')], undefined, { hidden: true }),
          ],
          [spec('shop.yaml')],
        ),
      ]),
    ]);
    const { nav: out, routes } = await expand(nav);
    const entries = (out.children[0] as { children: { children: NavGroup[] }[] }).children[0].children.flatMap((g) => g.children);
    expect(entries.map((e) => e.kind === 'operation' && e.resolved)).toEqual([
      {
        url: '/api-reference/users/get-users',
        title: 'GET /users/{id}',
        spec: 'shop.yaml',
        deprecated: false,
        hidden: false,
        version: 'v2',
      },
      {
        url: '/api-reference/users/delete-user',
        title: 'Remove a user',
        spec: 'shop.yaml',
        deprecated: true,
        hidden: false,
        version: 'v2',
      },
      { url: '/api-reference/internal/reindex', title: 'Reindex', spec: 'shop.yaml', deprecated: false, hidden: true, version: 'v2' },
      { url: '/api-reference/users/list-users', title: 'List users', spec: 'shop.yaml', deprecated: false, hidden: true, version: 'v2' },
    ]);
    expect(routes.find((r) => r.url === '/api-reference/users/delete-user')).toEqual({
      url: '/api-reference/users/delete-user',
      kind: 'endpoint',
      title: 'Remove a user',
      file: 'shop.yaml',
      method: 'DELETE',
      path: '/users/{id}',
      spec: 'shop.yaml',
      deprecated: true,
      hidden: false,
      version: 'v2',
    });
  });

  it('x-excluded operations get no page; x-hidden ones get a hidden page (reachable by URL, not listed)', async () => {
    const { routes } = await expand(root([group('All', [], [spec('shop.yaml')])]));
    expect(routes.filter((r) => r.path?.startsWith('/internal')).map((r) => [r.url, r.hidden])).toEqual([
      ['/api-reference/internal/reindex', true],
    ]);
  });

  it('adds schema pages per spec and directory', async () => {
    const { routes } = await expand(root([group('All', [op('GET /health')], [spec('shop.yaml', 'ref')])]));
    expect(routes.filter((r) => r.kind === 'schema').map((r) => r.url)).toEqual(
      ['User', 'Address', 'Order', 'Card', 'BankTransfer', 'PaymentBase', 'Category', 'Error'].map(
        (n) => `/ref/schemas/${n.toLowerCase()}`,
      ),
    );
  });
});

describe('problems', () => {
  const cases: { name: string; nav: () => NavRoot; want: RegExp }[] = [
    {
      name: 'missing operation lists the closest paths',
      nav: () => root([group('G', [op('GET /user')], [spec('shop.yaml')])]),
      want: /Operation "GET \/user" is not in shop\.yaml; closest: GET \/users, POST \/users/,
    },
    {
      name: 'missing webhook',
      nav: () => root([group('G', [hook('orderPayed')], [spec('shop.yaml')])]),
      want: /Webhook "orderPayed" is not in shop\.yaml; closest: orderPaid/,
    },
    {
      name: 'unknown spec in an entry',
      nav: () => root([group('G', [op('nope GET /users')], [spec('shop.yaml')])]),
      want: /Unknown spec "nope": known specs are shop\.yaml/,
    },
    { name: 'no spec at all', nav: () => root([group('G', [op('GET /users')])]), want: /needs an OpenAPI spec/ },
  ];
  it.each(cases)('$name', async ({ nav, want }) => {
    const tree = nav();
    const entry = (tree.children[0] as NavGroup).children[0];
    const { problems } = await expand(tree);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'error', file: 'docs.json', path: entry.jsonPath });
    expect(problems[0].message).toMatch(want);
  });

  it('a spec that is not found is reported at its declaration', async () => {
    const tree = root([tab('API', [], [spec('missing.yaml')])]);
    const { problems } = await expand(tree);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'docs.json',
        path: `${tree.children[0].jsonPath}.openapi`,
        message: expect.stringMatching(/not found/),
      }),
    ]);
  });
});
