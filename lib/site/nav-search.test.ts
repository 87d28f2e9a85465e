import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLlmsTxt } from '../llms/llms-txt';
import { buildSearchDocuments } from '../search/build-documents';
import { isListedForCrawlers, isSearchable } from './indexing';
import { loadSite } from './load-site';
import type { Site } from './types';

// docs.json's two search settings on navigation elements, as Mintlify's own docs.json uses them:
// a hidden tab with `searchable: true` (its help centre) and groups with `boost` (2 and 0.5).
const DOCS = {
  name: 'Nav search',
  theme: 'mint',
  colors: { primary: '#112233' },
  navigation: {
    tabs: [
      {
        tab: 'Docs',
        groups: [
          { group: 'Start', boost: 2, pages: ['index', { group: 'Deep', boost: 3, pages: ['deep', 'lowered'] }] },
          { group: 'Hidden', hidden: true, pages: ['secret'] },
        ],
      },
      {
        tab: 'Help',
        hidden: true,
        searchable: true,
        groups: [
          { group: 'Help', pages: ['help', 'self-hidden', { group: 'Buried', hidden: true, pages: ['buried'] }] },
          { group: 'Help API', openapi: 'help-api.json' },
        ],
      },
    ],
  },
};

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Help API', version: '1' },
  paths: { '/tickets': { get: { summary: 'List tickets', responses: { '200': { description: 'OK' } } } } },
};

const PAGES: Record<string, string> = {
  index: 'Home page',
  deep: 'A nested page',
  lowered: '---\ntitle: Lowered\nboost: 0.5\n---\nA page that lowers itself',
  secret: 'Hidden and not searchable',
  help: 'The help centre',
  'self-hidden': '---\ntitle: Self hidden\nhidden: true\n---\nHidden by its own frontmatter',
  buried: 'In a hidden group that is not searchable, inside the searchable tab',
};

let dir: string;
let site: Site;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-nav-search-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(DOCS));
  writeFileSync(path.join(dir, 'help-api.json'), JSON.stringify(SPEC));
  for (const [name, body] of Object.entries(PAGES)) {
    writeFileSync(path.join(dir, `${name}.mdx`), body.startsWith('---') ? body : `---\ntitle: ${name}\n---\n${body}`);
  }
  site = await loadSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const route = (url: string) => {
  const found = site.byUrl.get(url);
  if (!found) throw new Error(`no route ${url}`);
  return found;
};

describe('searchable and boost on navigation elements', () => {
  it('loads the settings without warnings', () => {
    expect(site.problems).toEqual([]);
  });

  it('keeps the pages of a hidden, searchable tab out of the navigation but findable, API pages included', () => {
    const endpoint = site.routes.find((r) => r.kind === 'endpoint')!;
    for (const r of [route('/help'), endpoint]) {
      expect(r).toMatchObject({ hidden: true, findable: true });
      expect([isListedForCrawlers(r, site.config), isSearchable(r, site.config)]).toEqual([true, true]);
    }
  });

  it('hides what a hidden element without `searchable` holds, or what hides itself, even inside a searchable tab', () => {
    for (const url of ['/secret', '/buried', '/self-hidden']) {
      expect(route(url).hidden).toBe(true);
      expect(route(url).findable).toBeUndefined();
      expect(isSearchable(route(url), site.config)).toBe(false);
    }
  });

  it("multiplies nested groups' boosts, and a page's own boost with them", async () => {
    expect([route('/').navBoost, route('/deep').navBoost, route('/help').navBoost]).toEqual([2, 6, undefined]);
    const documents = await buildSearchDocuments(site, site.routes);
    const boostOf = (url: string) => documents.find((d) => d.url === url)?.boost;
    expect([boostOf('/'), boostOf('/deep'), boostOf('/lowered'), boostOf('/help')]).toEqual([2, 6, 3, undefined]);
    const urls = new Set(documents.map((d) => d.url.split('#')[0]));
    const endpoint = site.routes.find((r) => r.kind === 'endpoint')!.url;
    expect(['/help', endpoint].filter((u) => !urls.has(u))).toEqual([]);
    expect(['/secret', '/buried', '/self-hidden'].filter((u) => urls.has(u))).toEqual([]);
  });

  it('lists the findable pages in llms.txt', () => {
    const text = buildLlmsTxt(site, site.routes, 'https://docs.test');
    expect(text).toContain('https://docs.test/help.md');
    expect(text).not.toContain('/secret.md');
    expect(text).not.toContain('/buried.md');
  });

  it('leaves the hidden tab out of what a reader sees in the navigation', () => {
    const help = route('/help');
    expect(help.inNav).toBe(true);
    expect(site.routes.filter((r) => r.kind === 'page' && !r.hidden).map((r) => r.url)).toEqual(['/', '/deep', '/lowered']);
  });
});
