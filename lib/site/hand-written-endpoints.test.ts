import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRouteOperation } from '../playground/route-operation';
import { searchSite } from '../search/search-site';
import { buildLayoutModel, type SidebarItem } from './layout-model';
import { loadSite } from './load-site';
import type { Site } from './types';

// Hand-written endpoint pages (frontmatter `api`): listed like generated ones, and their operation
// registered once, when the site loads.
let dir: string;
let site: Site;
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-mdx-endpoint-'));
  mkdirSync(path.join(dir, 'users'));
  const pages = ['index', 'users/create', 'users/bad-api', 'users/bad-field', 'users/missing-spec'];
  write(
    'docs.json',
    JSON.stringify({
      name: 'T',
      variables: { defaultTeam: 'core' },
      api: { mdx: { server: 'https://api.example.com/v1', auth: { method: 'bearer' } } },
      navigation: { groups: [{ group: 'Users', pages }] },
    }),
  );
  write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n');
  write(
    'users/create.mdx',
    '---\ntitle: Create a user\napi: "post /users/{team}"\n---\n\n<ParamField path="team" type="string" default="{{defaultTeam}}">The team.</ParamField>\n\n<ParamField body="name" type="string">The name.</ParamField>\n',
  );
  write('users/bad-api.mdx', '---\ntitle: Bad api\napi: "POST"\n---\n\nText.\n');
  write('users/bad-field.mdx', '---\ntitle: Bad field\napi: "GET /users"\nauthMethod: magic\n---\n\nIntro.\n\n<ParamField path="id" />\n');
  write('users/missing-spec.mdx', '---\ntitle: Missing spec\nopenapi: "nowhere.yaml GET /users"\n---\n\nText.\n');
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

describe('registered when the site loads', () => {
  it('holds the operation built from the page’s fields, after docs.json variables', () => {
    const registered = site.handWrittenEndpoints.get('/users/create')!;
    expect(registered.entry).toMatchObject({ kind: 'endpoint', method: 'POST', path: '/users/{team}' });
    expect(registered.spec.doc.servers).toEqual([{ url: 'https://api.example.com/v1' }]);
    expect(registered.entry.operation.parameters).toEqual([
      expect.objectContaining({ name: 'team', in: 'path', schema: expect.objectContaining({ default: 'core' }) }),
    ]);
    expect(registered.entry.operation.requestBody).toBeDefined();
  });

  it('is what the playground and the proxy get: the same object on every lookup, never built per request', () => {
    const route = site.byUrl.get('/users/create');
    expect(getRouteOperation(site, route)).toBe(site.handWrittenEndpoints.get('/users/create'));
    expect(getRouteOperation(site, route)).toBe(getRouteOperation(site, route));
  });

  it('registers only pages with a usable `api`', () => {
    expect([...site.handWrittenEndpoints.keys()].sort()).toEqual(['/users/bad-field', '/users/create']);
  });

  it('reports a bad `api`, `authMethod` or field as a located warning of the load', () => {
    const of = (file: string) => site.problems.filter((p) => p.file === file);
    expect(of('users/bad-api.mdx')).toEqual([
      {
        severity: 'warning',
        file: 'users/bad-api.mdx',
        path: 'frontmatter.api',
        line: 3,
        message: expect.stringMatching(/write the method and the path/),
      },
    ]);
    expect(of('users/bad-field.mdx')).toEqual([
      {
        severity: 'warning',
        file: 'users/bad-field.mdx',
        path: '',
        line: 9,
        message: expect.stringMatching(/path field "id" is not in the path/),
      },
      {
        severity: 'warning',
        file: 'users/bad-field.mdx',
        path: 'frontmatter.authMethod',
        line: 4,
        message: expect.stringMatching(/`authMethod` is "magic"/),
      },
    ]);
  });

  it('reports an `openapi` reference to a spec that is not there as a located error of the load', () => {
    expect(site.problems.filter((p) => p.file === 'users/missing-spec.mdx')).toEqual([
      expect.objectContaining({ severity: 'error', path: 'frontmatter.openapi', line: 3 }),
    ]);
  });
});
