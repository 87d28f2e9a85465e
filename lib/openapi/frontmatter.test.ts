import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { resolveOpenApiFrontmatter } from './frontmatter';
import type { LoadedSpec } from './types';

const docsDir = path.resolve(__dirname, '../../test/fixtures/openapi');

async function specs(...sources: string[]): Promise<Map<string, LoadedSpec>> {
  const map = new Map<string, LoadedSpec>();
  for (const source of sources) {
    const result = await loadSpec(source, docsDir);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    map.set(source, result.spec);
  }
  return map;
}

describe('resolveOpenApiFrontmatter', () => {
  const ok: [string, 'openapi' | 'openapi-schema', object][] = [
    ['shop.yaml GET /users', 'openapi', { kind: 'endpoint', method: 'GET', path: '/users' }],
    ['/shop.yaml post /users', 'openapi', { kind: 'endpoint', method: 'POST', path: '/users' }],
    ['GET /invoices', 'openapi', { kind: 'endpoint', method: 'GET', path: '/invoices' }],
    ['shop webhook orderPaid', 'openapi', { kind: 'webhook', name: 'orderPaid' }],
    ['webhook orderPaid', 'openapi', { kind: 'webhook', name: 'orderPaid' }],
    ['shop.yaml Order', 'openapi-schema', { kind: 'schema', name: 'Order' }],
    ['Category', 'openapi-schema', { kind: 'schema', name: 'Category' }],
  ];
  it.each(ok)('%j (%s)', async (value, kind, want) => {
    const result = await resolveOpenApiFrontmatter(value, kind, await specs('shop.yaml', 'billing.json'), ['shop.yaml']);
    expect(result.ok && result.target).toMatchObject(want);
  });

  const bad: [unknown, 'openapi' | 'openapi-schema', RegExp][] = [
    ['nope.yaml GET /users', 'openapi', /could not be loaded: Spec file not found/],
    ['nope GET /users', 'openapi', /Unknown spec "nope": known specs are shop\.yaml, billing\.json/],
    ['GET /userz', 'openapi', /names nothing in shop\.yaml, billing\.json; closest: GET \/users/],
    ['shop.yaml Ordr', 'openapi-schema', /closest: Order/],
    ['GET', 'openapi', /not of the form/],
    [42, 'openapi', /must be a string/],
  ];
  it.each(bad)('%j (%s) fails', async (value, kind, want) => {
    const result = await resolveOpenApiFrontmatter(value, kind, await specs('shop.yaml', 'billing.json'), [], { docsDir });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(want);
  });

  it('loads a spec the page names when docs.json never declared it', async () => {
    const map = await specs('shop.yaml');
    const result = await resolveOpenApiFrontmatter('billing.json GET /invoices', 'openapi', map, [], { docsDir });
    expect(result.ok).toBe(true);
    expect(map.has('billing.json')).toBe(true);
  });
});
