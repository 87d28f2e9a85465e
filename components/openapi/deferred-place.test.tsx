/**
 * Closed nested levels drawn on demand (issue 12, deferred-place.ts): which levels an endpoint page
 * leaves out, what `GET /api/site/fields` answers for them (fields-resource.ts), and that the page
 * with every deferred level put back from the resource is the page drawn in full.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleSite } from '@/lib/auth/access';
import { ANONYMOUS } from '@/lib/auth/viewer';
import { indexDrawnNodes } from '@/lib/openapi/drawn-nodes';
import type { EndpointModel } from '@/lib/openapi/page-model-types';
import { getCodeStyle } from '@/lib/site/code-style';
import { loadSite } from '@/lib/site/load-site';
import type { RouteEntry, Site } from '@/lib/site/types';
import { collectEndpointTexts } from './collect-texts';
import { buildDeferral, DEFER_MIN_NODES, drawnEndpointModel } from './deferred-place';
import { drawLevel } from './deferred-draw.client';
import { EndpointView } from './endpoint-view';
import { loadFieldsLevel } from './fields-resource';
import { renderMarkdownMap } from './markdown';
import { buildViewContext, type ViewContext } from './view-context';

const user = {
  type: 'object',
  properties: {
    login: { type: 'string', description: 'The **handle**, see [profiles](https://example.com/p).' },
    id: { type: 'integer' },
    url: { type: 'string', format: 'uri' },
    site_admin: { type: 'boolean' },
    plan: { type: 'object', properties: { name: { type: 'string' }, seats: { type: 'integer', minimum: 1 } } },
  },
};
const spec = {
  openapi: '3.0.3',
  info: { title: 'Deep', version: '1' },
  paths: {
    '/repos/{id}': {
      get: {
        operationId: 'getRepo',
        summary: 'Get a repo',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The repo.',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Repo' } },
              'application/xml': { schema: { $ref: '#/components/schemas/Repo' } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      User: user,
      Repo: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          owner: { $ref: '#/components/schemas/User' },
          members: { type: 'array', items: { $ref: '#/components/schemas/User' } },
          small: { type: 'object', properties: { a: { type: 'string' } } },
          meta: {
            type: 'object',
            properties: {
              a: { type: 'string' },
              b: { type: 'string' },
              c: { type: 'string' },
              d: { type: 'string' },
              e: { type: 'string' },
            },
          },
          coded: {
            type: 'object',
            properties: {
              a: { type: 'string', description: 'Call it so:\n\n```sh\ncurl x\n```' },
              b: { type: 'string' },
              c: { type: 'string' },
              d: { type: 'string' },
              e: { type: 'string' },
            },
          },
        },
      },
    },
  },
};

let dir: string;
let site: Site;
let route: RouteEntry;
let model: EndpointModel;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-deferred-'));
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'Deep', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }),
  );
  site = await loadSite(dir);
  expect(site.problems.filter((p) => p.severity === 'error')).toEqual([]);
  route = site.routes.find((r) => r.kind === 'endpoint' && r.path === '/repos/{id}')!;
  model = drawnEndpointModel(site, route, site.specs.get(route.spec!)!)!;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The page's reference column, drawn as EndpointView draws it (no code samples or examples: they are not fields). */
async function drawPage(deferred: boolean): Promise<string> {
  const md = await renderMarkdownMap(collectEndpointTexts(model), getCodeStyle(site));
  const ctx: ViewContext = buildViewContext(site, route.spec!, md, false);
  if (deferred) ctx.defer = buildDeferral(site, route.spec!, model, route.url, false);
  return renderToStaticMarkup(createElement(EndpointView, { model, ctx, target: '/repos/{id}', samples: [], payload: [], responses: [] }));
}

describe('what an endpoint page defers', () => {
  it('closed levels of at least DEFER_MIN_NODES nodes, at the first place of their anchor; small and code-holding levels stay inline', () => {
    const defer = buildDeferral(site, route.spec!, model, route.url, false)!;
    const index = indexDrawnNodes(model);
    const deferred = [...index.values()].filter((n) => n.name !== undefined && defer(n)).map((n) => n.anchor);
    // owner and members' items hold User (7 nodes), meta 5 fields; xml repeats them as 200.owner-1 etc.: deferred as well.
    expect(deferred).toEqual(['200.owner', '200.members', '200.meta', '200.owner-1', '200.members-1', '200.meta-1']);
    expect(DEFER_MIN_NODES).toBeGreaterThan(1);
    const place = defer(index.get('200.owner')!)!;
    expect(new URL(place.src, 'http://x').searchParams.get('page')).toBe(route.url);
    expect(new URL(place.src, 'http://x').searchParams.get('at')).toBe('200.owner');
    // A reader without JavaScript gets the schema's page; for an inline level, the page's Markdown, which has the schemas.
    expect(place.fallback).toBe(site.routes.find((r) => r.kind === 'schema' && r.name === 'User')!.url);
    expect(defer(index.get('200.meta')!)!.fallback).toBe(`${route.url}.md`);
    expect(defer(index.get('200.small')!)).toBeUndefined();
    expect(defer(index.get('200.coded')!)).toBeUndefined();
    // A copy drawn at the same anchor elsewhere is not the place the resource finds: drawn inline.
    expect(defer({ ...index.get('200.owner')! })).toBeUndefined();
  });

  it('nothing when levels start open (api.params.expanded: all)', () => {
    expect(buildDeferral(site, route.spec!, model, route.url, true)).toBeUndefined();
  });

  it('the page with every deferred level put back from the resource is the page drawn in full', async () => {
    const full = await drawPage(false);
    const page = await drawPage(true);
    const placeholders = [
      ...page.matchAll(
        /<details class="oa-children" data-oa-defer="([^"]+)">(<summary>.*?<\/summary>)<div class="oa-children-body">.*?<\/div><\/details>/g,
      ),
    ];
    expect(placeholders.map((m) => m[1])).toEqual(['200.owner', '200.members', '200.meta', '200.owner-1', '200.members-1', '200.meta-1']);
    expect(page.length).toBeLessThan(full.length * 0.6);
    expect(page).not.toContain('id="200.owner.login"');
    let rebuilt = page;
    for (const [placeholder, at, summary] of placeholders) {
      const level = await loadFieldsLevel(site, route.url, at);
      // What the browser receives: JSON, drawn by the same components.
      const drawn = renderToStaticMarkup(drawLevel(JSON.parse(JSON.stringify(level))));
      rebuilt = rebuilt.replace(
        placeholder,
        `<details class="oa-children">${summary}<div class="oa-children-body">${drawn}</div></details>`,
      );
    }
    expect(rebuilt).toBe(full);
    // The ids are the page's own, made unique on the page: the xml copy's fields end in -1.
    expect(rebuilt).toContain('id="200.owner.login-1"');
    expect(rebuilt).toContain('id="200.owner.plan.seats"');
  });
});

describe('what the fields resource answers', () => {
  it('a deferred level with the ids of its place and its descriptions as HTML', async () => {
    const level = (await loadFieldsLevel(site, route.url, '200.members'))!;
    expect(level.node.properties?.map((p) => p.anchor)).toEqual([
      '200.members[].login',
      '200.members[].id',
      '200.members[].url',
      '200.members[].site_admin',
      '200.members[].plan',
    ]);
    expect(Object.values(level.html)).toEqual(['<p>The <strong>handle</strong>, see <a href="https://example.com/p">profiles</a>.</p>']);
    expect(level.version).toMatch(/^[\w-]{16}$/);
  });

  it('nothing for an unknown page or anchor, a level the page draws inline, or a page the reader may not see', async () => {
    expect(await loadFieldsLevel(site, '/no/such/page', '200.owner')).toBeUndefined();
    expect(await loadFieldsLevel(site, route.url, '200.nope')).toBeUndefined();
    expect(await loadFieldsLevel(site, route.url, '200.small')).toBeUndefined();
    expect(await loadFieldsLevel(site, route.url, '200.owner.plan')).toBeUndefined();
    const gated: Site = { ...site, routes: site.routes.map((r) => (r === route ? { ...r, groups: ['staff'] } : r)) };
    expect(await loadFieldsLevel(visibleSite(gated, ANONYMOUS), route.url, '200.owner')).toBeUndefined();
    expect(await loadFieldsLevel(visibleSite(site, ANONYMOUS), route.url, '200.owner')).toBeDefined();
  });
});
