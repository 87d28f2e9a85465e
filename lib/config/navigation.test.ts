import { describe, expect, it } from 'vitest';
import { parseDocsConfig } from './parse';
import type { NavItem, NavRoot } from './types';

/** The tree of a docs.json with this `navigation` (and extra root keys), asserting it is valid. */
function treeOf(navigation: unknown, root: Record<string, unknown> = {}): NavRoot {
  const loaded = parseDocsConfig({ name: 'Acme', navigation, ...root }, 'docs.json');
  expect(loaded.problems).toEqual([]);
  return loaded.nav!;
}

const at = (jsonPath: string) => ({ jsonPath, file: 'docs.json' });

const cases: { name: string; navigation: unknown; root?: Record<string, unknown>; want: Partial<NavRoot> & { children: NavItem[] } }[] = [
  {
    name: 'page entries of every shape',
    navigation: {
      pages: [
        'index',
        '/guides/intro',
        'GET /users',
        'api/v2.yaml POST /users/{id}',
        'webhook orderPaid',
        '/api/v2.yaml webhook orderPaid',
      ],
    },
    want: {
      children: [
        { kind: 'page', entry: 'index', ...at('navigation.pages[0]') },
        { kind: 'page', entry: 'guides/intro', ...at('navigation.pages[1]') },
        { kind: 'operation', method: 'GET', path: '/users', ...at('navigation.pages[2]') },
        { kind: 'operation', spec: 'api/v2.yaml', method: 'POST', path: '/users/{id}', ...at('navigation.pages[3]') },
        { kind: 'webhook', name: 'orderPaid', ...at('navigation.pages[4]') },
        { kind: 'webhook', spec: 'api/v2.yaml', name: 'orderPaid', ...at('navigation.pages[5]') },
      ],
    },
  },
  {
    name: 'groups nest through pages, with their fields',
    navigation: {
      groups: [
        {
          group: 'Start',
          icon: 'rocket',
          tag: 'NEW',
          public: true,
          pages: ['index', { group: 'More', expanded: true, root: '/more/index', hidden: true, groups: ['admins'], pages: ['more/a'] }],
        },
      ],
    },
    want: {
      children: [
        {
          kind: 'group',
          label: 'Start',
          icon: 'rocket',
          tag: 'NEW',
          public: true,
          ...at('navigation.groups[0]'),
          children: [
            { kind: 'page', entry: 'index', ...at('navigation.groups[0].pages[0]') },
            {
              kind: 'group',
              label: 'More',
              expanded: true,
              root: 'more/index',
              hidden: true,
              groups: ['admins'],
              ...at('navigation.groups[0].pages[1]'),
              children: [{ kind: 'page', entry: 'more/a', ...at('navigation.groups[0].pages[1].pages[0]') }],
            },
          ],
        },
      ],
    },
  },
  {
    name: 'a tab menu: items with children become menu divisions, href-only items links',
    navigation: {
      tabs: [
        {
          tab: 'Learn',
          menu: [
            { item: 'Course', href: 'https://learn.example.com', description: 'Lessons' },
            { item: 'Guides', icon: 'book', pages: ['guides/a'] },
          ],
        },
      ],
    },
    want: {
      children: [
        {
          kind: 'tab',
          label: 'Learn',
          ...at('navigation.tabs[0]'),
          children: [
            {
              kind: 'link',
              label: 'Course',
              href: 'https://learn.example.com',
              division: 'menu',
              description: 'Lessons',
              ...at('navigation.tabs[0].menu[0]'),
            },
            {
              kind: 'menu',
              label: 'Guides',
              icon: 'book',
              ...at('navigation.tabs[0].menu[1]'),
              children: [{ kind: 'page', entry: 'guides/a', ...at('navigation.tabs[0].menu[1].pages[0]') }],
            },
          ],
        },
      ],
    },
  },
  {
    name: 'versions and languages carry their code and default',
    navigation: {
      versions: [
        { version: 'v2', default: true, tag: 'Latest', languages: [{ language: 'en', pages: ['v2/index'] }] },
        { version: 'v1', href: 'https://v1.example.com' },
      ],
    },
    want: {
      children: [
        {
          kind: 'version',
          label: 'v2',
          code: 'v2',
          isDefault: true,
          tag: 'Latest',
          ...at('navigation.versions[0]'),
          children: [
            {
              kind: 'language',
              label: 'en',
              code: 'en',
              ...at('navigation.versions[0].languages[0]'),
              children: [{ kind: 'page', entry: 'v2/index', ...at('navigation.versions[0].languages[0].pages[0]') }],
            },
          ],
        },
        { kind: 'link', label: 'v1', href: 'https://v1.example.com', division: 'version', ...at('navigation.versions[1]') },
      ],
    },
  },
  {
    name: 'openapi in every form is normalised; a tab with only a spec stays a division',
    navigation: {
      openapi: 'https://api.example.com/openapi.json',
      anchors: [
        { anchor: 'A', openapi: '/openapi.yaml' },
        { anchor: 'B', openapi: { source: 'specs/b.json', directory: '/b-api/' }, pages: ['GET /b'] },
        { anchor: 'C', openapi: ['c1.yaml', { source: 'c2.yaml' }], tabs: [{ tab: 'T', pages: ['c'] }] },
      ],
    },
    want: {
      openapi: [{ source: 'https://api.example.com/openapi.json', directory: 'api-reference' }],
      children: [
        {
          kind: 'anchor',
          label: 'A',
          openapi: [{ source: 'openapi.yaml', directory: 'api-reference' }],
          ...at('navigation.anchors[0]'),
          children: [],
        },
        {
          kind: 'anchor',
          label: 'B',
          openapi: [{ source: 'specs/b.json', directory: 'b-api' }],
          ...at('navigation.anchors[1]'),
          children: [{ kind: 'operation', method: 'GET', path: '/b', ...at('navigation.anchors[1].pages[0]') }],
        },
        {
          kind: 'anchor',
          label: 'C',
          openapi: [
            { source: 'c1.yaml', directory: 'api-reference' },
            { source: 'c2.yaml', directory: 'api-reference' },
          ],
          ...at('navigation.anchors[2]'),
          children: [
            {
              kind: 'tab',
              label: 'T',
              ...at('navigation.anchors[2].tabs[0]'),
              children: [{ kind: 'page', entry: 'c', ...at('navigation.anchors[2].tabs[0].pages[0]') }],
            },
          ],
        },
      ],
    },
  },
  {
    name: 'access: strings in a division’s groups, and public/groups at the top of docs.json',
    navigation: { dropdowns: [{ dropdown: 'Internal', groups: ['staff'], pages: ['internal/a'] }] },
    root: { public: false, groups: ['staff', 'partners'] },
    want: {
      public: false,
      groups: ['staff', 'partners'],
      children: [
        {
          kind: 'dropdown',
          label: 'Internal',
          groups: ['staff'],
          ...at('navigation.dropdowns[0]'),
          children: [{ kind: 'page', entry: 'internal/a', ...at('navigation.dropdowns[0].pages[0]') }],
        },
      ],
    },
  },
  {
    name: 'global links keep the division they were written as',
    navigation: {
      products: [{ product: 'Core', description: 'The core API', groups: [{ group: 'G', pages: ['core/a'] }] }],
      global: {
        anchors: [{ anchor: 'Blog', href: 'https://blog.example.com', icon: 'pen' }],
        tabs: [{ tab: 'Status', href: 'https://status.example.com' }],
      },
    },
    want: {
      children: [
        {
          kind: 'product',
          label: 'Core',
          description: 'The core API',
          ...at('navigation.products[0]'),
          children: [
            {
              kind: 'group',
              label: 'G',
              ...at('navigation.products[0].groups[0]'),
              children: [{ kind: 'page', entry: 'core/a', ...at('navigation.products[0].groups[0].pages[0]') }],
            },
          ],
        },
      ],
      global: [
        {
          kind: 'link',
          label: 'Blog',
          href: 'https://blog.example.com',
          division: 'anchor',
          icon: 'pen',
          ...at('navigation.global.anchors[0]'),
        },
        { kind: 'link', label: 'Status', href: 'https://status.example.com', division: 'tab', ...at('navigation.global.tabs[0]') },
      ],
    },
  },
  {
    name: 'an anchor’s and a dropdown’s color, one side standing for both themes',
    navigation: {
      anchors: [
        {
          anchor: 'Guides',
          color: { light: '#15803D', dark: '#F472B6' },
          dropdowns: [{ dropdown: 'SDKs', color: { dark: '#93C5FD' }, pages: ['sdks'] }],
        },
        { anchor: 'Status', href: 'https://status.example.com', color: { light: '#000' } },
      ],
      global: { dropdowns: [{ dropdown: 'Forum', href: 'https://forum.example.com', color: { light: '#B45309' } }] },
    },
    want: {
      children: [
        {
          kind: 'anchor',
          label: 'Guides',
          color: { light: '#15803D', dark: '#F472B6' },
          ...at('navigation.anchors[0]'),
          children: [
            {
              kind: 'dropdown',
              label: 'SDKs',
              color: { light: '#93C5FD', dark: '#93C5FD' },
              ...at('navigation.anchors[0].dropdowns[0]'),
              children: [{ kind: 'page', entry: 'sdks', ...at('navigation.anchors[0].dropdowns[0].pages[0]') }],
            },
          ],
        },
        {
          kind: 'link',
          label: 'Status',
          href: 'https://status.example.com',
          division: 'anchor',
          color: { light: '#000', dark: '#000' },
          ...at('navigation.anchors[1]'),
        },
      ],
      global: [
        {
          kind: 'link',
          label: 'Forum',
          href: 'https://forum.example.com',
          division: 'dropdown',
          color: { light: '#B45309', dark: '#B45309' },
          ...at('navigation.global.dropdowns[0]'),
        },
      ],
    },
  },
];

describe('buildNavTree (through parseDocsConfig)', () => {
  it.each(cases)('$name', ({ navigation, root, want }) => {
    expect(treeOf(navigation, root)).toEqual({ kind: 'root', jsonPath: 'navigation', file: 'docs.json', global: [], ...want });
  });

  it('names the given file on every element when there is no locator', () => {
    const loaded = parseDocsConfig({ name: 'A', navigation: { groups: [{ group: 'G', pages: ['a'] }] } }, 'site/docs.json');
    expect(JSON.stringify(loaded.nav).match(/"file":"([^"]*)"/g)).toEqual(Array(3).fill('"file":"site/docs.json"'));
  });
});
