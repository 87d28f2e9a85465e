import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSite } from '../search/search-site';
import { buildLayoutModel, type SidebarItem } from './layout-model';
import { loadSite } from './load-site';
import type { Site } from './types';

// A hand-written endpoint page (frontmatter `api`) is listed like a generated one.
let dir: string;
let site: Site;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-mdx-endpoint-'));
  mkdirSync(path.join(dir, 'users'));
  writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'T', navigation: { groups: [{ group: 'Users', pages: ['index', 'users/create'] }] } }),
  );
  writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
  writeFileSync(
    path.join(dir, 'users/create.mdx'),
    '---\ntitle: Create a user\napi: "post /users/{team}"\n---\n\n<ParamField body="name" type="string">The name.</ParamField>\n',
  );
  site = await loadSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hand-written endpoint pages', () => {
  it('carry their method and path in the route table', () => {
    expect(site.byUrl.get('/users/create')).toMatchObject({ kind: 'page', method: 'POST', path: '/users/{team}' });
    expect(site.byUrl.get('/')).not.toHaveProperty('method');
  });

  it('show their method in the sidebar', () => {
    const pages = (items: SidebarItem[]): SidebarItem[] => items.flatMap((i) => (i.type === 'group' ? pages(i.items) : [i]));
    const items = pages(buildLayoutModel(site.nav!, site.byUrl, '/').sidebar);
    expect(items).toContainEqual(expect.objectContaining({ url: '/users/create', method: 'POST' }));
    expect(items.find((i) => i.type === 'page' && i.url === '/')).toMatchObject({ method: undefined });
  });

  it('are found by their path in search', async () => {
    expect((await searchSite(site, '/users/{team}'))[0]).toMatchObject({ url: '/users/create', method: 'POST', path: '/users/{team}' });
  });
});
