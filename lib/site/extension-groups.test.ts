import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canView, visibleSite } from '../auth/access';
import { ANONYMOUS, type Viewer } from '../auth/viewer';
import { loadSite } from './load-site';
import type { Site } from './types';

// Mintlify create/personalization.mdx "Filter endpoints": `x-mint.groups` on an operation, on a
// path item or on the Paths Object shows the endpoint only to those groups. Lectern gates the page
// to them (never showing more than Mintlify does); before, such an endpoint was public.
const ok = { '200': { description: 'OK' } };
const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/billing': { get: { summary: 'Get billing', 'x-mint': { groups: ['billing'] }, responses: ok } },
    '/audit': { 'x-mint': { groups: ['admin'] }, get: { summary: 'Read the audit log', responses: ok } },
    '/team': {
      get: { summary: 'Get the team', 'x-mint': { groups: ['admin'], metadata: { groups: ['staff'] } }, responses: ok },
    },
    '/ping': { get: { summary: 'Ping', responses: ok } },
  },
};
const INTERNAL = {
  ...SPEC,
  info: { title: 'Internal', version: '1' },
  paths: { 'x-mint': { groups: ['staff'] }, '/jobs': SPEC.paths['/ping'] },
};

let dir: string;
let site: Site;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-x-groups-'));
  const docs = {
    name: 'G',
    theme: 'mint',
    colors: { primary: '#112233' },
    navigation: {
      groups: [
        { group: 'API', openapi: 'shop.json' },
        { group: 'Internal', openapi: 'internal.json' },
      ],
    },
  };
  writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs));
  writeFileSync(path.join(dir, 'shop.json'), JSON.stringify(SPEC));
  writeFileSync(path.join(dir, 'internal.json'), JSON.stringify(INTERNAL));
  site = await loadSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const byPath = (p: string) => site.routes.find((r) => r.kind === 'endpoint' && r.path === p)!;

it('gates an endpoint to the groups of its operation, path item or Paths Object; metadata.groups wins', () => {
  expect(site.problems).toEqual([]);
  expect(['/billing', '/audit', '/team', '/jobs', '/ping'].map((p) => byPath(p).groups ?? null)).toEqual([
    ['billing'],
    ['admin'],
    ['staff'],
    ['staff'],
    null,
  ]);
});

it('shows a gated endpoint to its members only, and to nobody signed out', () => {
  const member: Viewer = { signedIn: true, groups: ['billing'] };
  const outsider: Viewer = { signedIn: true, groups: ['other'] };
  expect([canView(byPath('/billing'), member), canView(byPath('/billing'), outsider), canView(byPath('/billing'), ANONYMOUS)]).toEqual([
    true,
    false,
    false,
  ]);
  const anonymous = visibleSite(site, ANONYMOUS);
  expect(anonymous.routes.filter((r) => r.kind === 'endpoint').map((r) => r.path)).toEqual(['/ping']);
});
