import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { loadDocsConfig } from './load';
import { droppedMintKeys, upgradeMintJson } from './mint-json';
import { parseDocsConfig } from './parse';

/** The upgrade is only useful if Lectern itself accepts what it gives. */
function upgradeValid(mint: Record<string, unknown>) {
  const docs = upgradeMintJson(mint);
  expect(parseDocsConfig(docs).problems.filter((p) => p.severity === 'error')).toEqual([]);
  return docs;
}

// The shape of Mintlify's old starter kit: a tab by URL prefix, external anchors, a CTA button.
const STARTER = {
  name: 'Acme',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
  favicon: '/favicon.svg',
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', anchors: { from: '#0D9373', to: '#07C983' } },
  topbarLinks: [{ name: 'Support', url: 'mailto:hi@acme.com' }],
  topbarCtaButton: { name: 'Dashboard', url: 'https://dashboard.acme.com' },
  tabs: [{ name: 'API Reference', url: 'api-reference' }],
  anchors: [
    { name: 'Community', icon: 'slack', url: 'https://acme.slack.com' },
    { name: 'Blog', icon: 'newspaper', iconType: 'duotone', url: 'https://acme.com/blog' },
  ],
  navigation: [
    { group: 'Get Started', pages: ['introduction', 'quickstart'] },
    {
      group: 'Endpoints',
      pages: ['api-reference/list', { group: 'Users', icon: 'user', pages: ['api-reference/users/get', 'guides/users'] }],
    },
  ],
  footerSocials: [
    { type: 'x', url: 'https://x.com/acme' },
    { type: 'github', url: 'https://github.com/acme' },
  ],
};

describe('upgradeMintJson', () => {
  it('gives the starter kit its tabs (unclaimed pages in a first "Documentation" tab) and global anchors', () => {
    expect(upgradeValid(STARTER)).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
      favicon: '/favicon.svg',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      navigation: {
        tabs: [
          {
            tab: 'Documentation',
            groups: [
              { group: 'Get Started', pages: ['introduction', 'quickstart'] },
              { group: 'Endpoints', pages: [{ group: 'Users', icon: 'user', pages: ['guides/users'] }] },
            ],
          },
          {
            tab: 'API Reference',
            groups: [
              { group: 'Endpoints', pages: ['api-reference/list', { group: 'Users', icon: 'user', pages: ['api-reference/users/get'] }] },
            ],
          },
        ],
        global: {
          anchors: [
            { anchor: 'Community', href: 'https://acme.slack.com', icon: 'slack' },
            { anchor: 'Blog', href: 'https://acme.com/blog', icon: 'newspaper', iconType: 'duotone' },
          ],
        },
      },
      navbar: {
        links: [{ label: 'Support', href: 'mailto:hi@acme.com' }],
        primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.acme.com' },
      },
      footer: { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' } },
    });
  });

  it('turns prefix anchors into sidebar anchors, the most specific prefix claiming its pages, links kept as links', () => {
    const docs = upgradeValid({
      name: 'A',
      topAnchor: { name: 'Guides', icon: 'book' },
      anchors: [
        { name: 'SDKs', url: 'sdks', icon: 'code', color: { from: '#111111', to: '#222222' } },
        { name: 'Python', url: 'sdks/python' },
        { name: 'Empty', url: 'nothing-here' },
        { name: 'API', url: 'api', openapi: 'openapi.yaml' },
        { name: 'Status', url: 'https://status.a.com', isDefaultHidden: true },
      ],
      navigation: [{ group: 'All', pages: ['index', 'sdks/node', 'sdks/python/install'] }],
    });
    expect(docs.navigation).toEqual({
      anchors: [
        { anchor: 'Guides', icon: 'book', groups: [{ group: 'All', pages: ['index'] }] },
        { anchor: 'SDKs', icon: 'code', color: { light: '#111111', dark: '#111111' }, groups: [{ group: 'All', pages: ['sdks/node'] }] },
        { anchor: 'Python', groups: [{ group: 'All', pages: ['sdks/python/install'] }] },
        { anchor: 'API', openapi: { source: 'openapi.yaml', directory: 'api' } },
        { anchor: 'Status', hidden: true, href: 'https://status.a.com' },
      ],
    });
  });

  it('with tabs and anchors, puts the kind with fewer divisions under the other outside; the rest sit in a primary division', () => {
    const docs = upgradeValid({
      name: 'A',
      primaryTab: { name: 'Guides' },
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [
        { name: 'REST', url: 'api/rest' },
        { name: 'Cookbook', url: 'cookbook' },
      ],
      navigation: [{ group: 'G', pages: ['index', 'cookbook/a', 'api/intro', 'api/rest/users'] }],
    });
    // Mintlify's rule: anchors are outside here (one anchor lies under a tab, no tab under an anchor).
    expect(docs.navigation).toEqual({
      anchors: [
        {
          anchor: 'Documentation',
          icon: 'book-open',
          tabs: [
            { tab: 'Guides', groups: [{ group: 'G', pages: ['index'] }] },
            { tab: 'API', groups: [{ group: 'G', pages: ['api/intro'] }] },
          ],
        },
        { anchor: 'REST', groups: [{ group: 'G', pages: ['api/rest/users'] }] },
        { anchor: 'Cookbook', groups: [{ group: 'G', pages: ['cookbook/a'] }] },
      ],
    });
    const tabsOutside = upgradeValid({
      name: 'A',
      tabs: [{ name: 'REST', url: 'api/rest' }],
      anchors: [{ name: 'API', url: 'api' }],
      navigation: [{ group: 'G', pages: ['index', 'api/intro', 'api/rest/users'] }],
    });
    expect(tabsOutside.navigation).toEqual({
      tabs: [
        {
          tab: 'Documentation',
          anchors: [
            { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'G', pages: ['index'] }] },
            { anchor: 'API', groups: [{ group: 'G', pages: ['api/intro'] }] },
          ],
        },
        { tab: 'REST', groups: [{ group: 'G', pages: ['api/rest/users'] }] },
      ],
    });
  });

  it('splits groups, tabs and anchors by version; external versions become global links', () => {
    const docs = upgradeValid({
      name: 'A',
      versions: ['v2', { name: 'v1', default: false }],
      tabs: [
        { name: 'API v1', url: 'v1/api', version: 'v1' },
        { name: 'API', url: 'api' },
      ],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'New', version: 'v2', pages: ['api/create'] },
        { group: 'Old', version: 'v1', pages: ['v1/api/create'] },
      ],
    });
    expect(docs.navigation).toEqual({
      versions: [
        {
          version: 'v2',
          tabs: [
            { tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] },
            { tab: 'API', groups: [{ group: 'New', pages: ['api/create'] }] },
          ],
        },
        {
          version: 'v1',
          default: false,
          tabs: [
            { tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] },
            { tab: 'API v1', groups: [{ group: 'Old', pages: ['v1/api/create'] }] },
          ],
        },
      ],
    });
    const remote = upgradeValid({
      name: 'A',
      versions: [{ name: 'v2', url: 'https://v2.a.com' }],
      navigation: [{ group: 'G', pages: ['index'] }],
    });
    expect(remote.navigation).toEqual({
      groups: [{ group: 'G', pages: ['index'] }],
      global: { versions: [{ version: 'v2', href: 'https://v2.a.com' }] },
    });
  });

  it('reads locale versions as languages', () => {
    const docs = upgradeValid({
      name: 'A',
      versions: [
        { name: 'English', locale: 'en', default: true },
        { name: 'Français', locale: 'fr' },
      ],
      navigation: [
        { group: 'Start', version: 'English', pages: ['index'] },
        { group: 'Démarrer', version: 'Français', pages: ['fr/index'] },
      ],
    });
    expect(docs.navigation).toEqual({
      languages: [
        { language: 'en', default: true, groups: [{ group: 'Start', pages: ['index'] }] },
        { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] },
      ],
    });
  });

  it('moves every other setting to its docs.json place', () => {
    const docs = upgradeValid({
      name: 'A',
      theme: 'venus',
      openapi: ['openapi.json'],
      navigation: [{ group: 'G', pages: ['index'] }],
      colors: { primary: '#000000', background: { light: '#ffffff', dark: '#000000' } },
      backgroundImage: '/bg.png',
      background: { style: 'gradient' },
      modeToggle: { default: 'dark', isHidden: true },
      api: {
        baseUrl: 'https://api.a.com',
        auth: { method: 'bearer' },
        playground: { mode: 'hide', disableProxy: true },
        request: { example: { languages: ['curl', 'python'] } },
      },
      topbarCtaButton: { type: 'github', url: 'https://github.com/a/a' },
      topbarLinks: [{ type: 'github', url: 'https://github.com/a' }],
      search: { prompt: 'Search A' },
      metadata: { 'og:image': '/og.png' },
      seo: { indexHiddenPages: true },
      footer: { links: [{ title: 'Company', links: [{ label: 'About', url: 'https://a.com/about' }] }] },
      analytics: { ga4: { measurementId: 'G-1' } },
      integrations: { intercom: 'abc123' },
      font: { headings: { family: 'Inter', url: 'https://fonts/inter.woff2' }, body: { family: 'Lato' } },
      eyebrow: { display: 'breadcrumbs' },
      codeBlock: { mode: 'dark' },
      redirects: [{ source: '/old', destination: '/new' }],
      layout: 'topnav',
      rounded: 'sharp',
    });
    expect(docs).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'palm',
      name: 'A',
      colors: { primary: '#000000' },
      navigation: { groups: [{ group: 'G', pages: ['index'] }] },
      styling: { eyebrows: 'breadcrumbs', codeblocks: 'dark' },
      api: {
        openapi: ['openapi.json'],
        playground: { display: 'none', proxy: false },
        examples: { languages: ['curl', 'python'] },
        mdx: { server: 'https://api.a.com', auth: { method: 'bearer' } },
      },
      appearance: { default: 'dark', strict: true },
      background: { image: '/bg.png', decoration: 'gradient', color: { light: '#ffffff', dark: '#000000' } },
      navbar: { links: [{ label: 'Github', href: 'https://github.com/a' }], primary: { type: 'github', href: 'https://github.com/a/a' } },
      search: { prompt: 'Search A' },
      seo: { metatags: { 'og:image': '/og.png' }, indexing: 'all' },
      footer: { links: [{ header: 'Company', items: [{ label: 'About', href: 'https://a.com/about' }] }] },
      integrations: { ga4: { measurementId: 'G-1' }, intercom: { appId: 'abc123' } },
      fonts: { heading: { family: 'Inter', source: 'https://fonts/inter.woff2' }, body: { family: 'Lato' } },
      redirects: [{ source: '/old', destination: '/new' }],
    });
    expect(upgradeMintJson({ name: 'A', layout: 'sidenav', navigation: [] }).theme).toBe('maple');
    expect(droppedMintKeys({ name: 'A', rounded: 'sharp', feedback: {}, layout: 'topnav', sidebar: {}, navigation: [] })).toEqual([
      'rounded',
      'feedback',
      'sidebar',
    ]);
  });
});

describe('a docs folder with only a mint.json', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-mint-json-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  write('mint.json', JSON.stringify(STARTER, null, 2));
  for (const page of ['introduction', 'quickstart', 'api-reference/list', 'api-reference/users/get', 'guides/users']) {
    write(`${page}.mdx`, `---\ntitle: ${page}\n---\n\nText.\n`);
  }

  it('is read as its upgrade, with one warning that says so', async () => {
    const loaded = await loadDocsConfig(dir);
    expect(loaded.config?.name).toBe('Acme');
    expect(loaded.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'mint.json',
        message: expect.stringContaining('`lectern upgrade` writes that docs.json'),
      }),
    ]);
    const site = await loadSite(dir);
    expect(site.routes.map((r) => r.url)).toEqual([
      '/introduction',
      '/quickstart',
      '/guides/users',
      '/api-reference/list',
      '/api-reference/users/get',
    ]);
  });

  it('warns, at its key, about each setting that has no place in docs.json', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'lectern-mint-json-dropped-'));
    try {
      writeFileSync(
        path.join(other, 'mint.json'),
        JSON.stringify({ name: 'A', rounded: 'sharp', navigation: [], feedback: { thumbsRating: true } }),
      );
      const loaded = await loadDocsConfig(other);
      expect(loaded.config?.name).toBe('A');
      expect(loaded.problems.filter((p) => p.path !== '')).toEqual([
        {
          severity: 'warning',
          file: 'mint.json',
          path: 'rounded',
          message: "`rounded` has no place in docs.json: the upgrade leaves it out, as Mintlify's does",
        },
        {
          severity: 'warning',
          file: 'mint.json',
          path: 'feedback',
          message: "`feedback` has no place in docs.json: the upgrade leaves it out, as Mintlify's does",
        },
      ]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('says mint.json is not read once a docs.json exists beside it', async () => {
    write('docs.json', JSON.stringify({ name: 'From docs.json', navigation: { pages: ['introduction'] } }));
    try {
      const loaded = await loadDocsConfig(dir);
      expect(loaded.config?.name).toBe('From docs.json');
      expect(loaded.problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          file: 'mint.json',
          message: expect.stringMatching(/^mint\.json is not read: docs\.json is/),
        }),
      ]);
    } finally {
      rmSync(path.join(dir, 'docs.json'));
    }
  });

  it('reports a mint.json that is not JSON at its line, and an invalid setting at the docs.json path it moved to', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'lectern-mint-json-bad-'));
    try {
      writeFileSync(path.join(bad, 'mint.json'), '{\n  "name": "A",\n  "navigation": [\n}');
      const broken = await loadDocsConfig(bad);
      expect(broken.problems).toEqual([expect.objectContaining({ severity: 'error', file: 'mint.json', line: 4 })]);
      writeFileSync(path.join(bad, 'mint.json'), JSON.stringify({ name: 'A', navigation: [], modeToggle: { default: 'purple' } }));
      const invalid = await loadDocsConfig(bad);
      expect(invalid.config).toBeNull();
      expect(invalid.problems).toContainEqual(
        expect.objectContaining({ severity: 'error', file: 'mint.json', path: 'appearance.default' }),
      );
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
