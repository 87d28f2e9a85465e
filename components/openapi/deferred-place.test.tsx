/**
 * Closed nested levels drawn on demand (issue 12, deferred-place.ts): which levels an endpoint page
 * leaves out, what `GET /api/site/fields` answers for them (fields-resource.ts), and that the page
 * with every deferred level put back from the resource is the page drawn in full.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyLabel } from '@/components/mdx/copy-label.client';
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
import { loadFieldsFromQuery, loadFieldsLevel } from './fields-resource';
import { renderMarkdownMap } from './markdown';
import { buildViewContext, type ViewContext } from './view-context';
import * as deferredChildren from './deferred-children.client';
import * as fieldHead from './field-head.client';
import * as hashReveal from './hash-reveal.client';
import * as levelDrawer from './level-drawer.client';
import * as response from './response.client';
import * as serverDrawn from './server-drawn-code.client';
import * as switcher from './switcher.client';
import { expandPlace, type PlaceholderData } from './deferred-address';

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
    '/orgs/{org}/repos/{id}': {
      get: {
        operationId: 'getOrgRepo',
        summary: 'Get an organisation repo',
        parameters: [{ name: 'org', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The repo.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Repo' } } } },
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
async function drawPage(deferred: boolean, on: Site = site): Promise<string> {
  const md = await renderMarkdownMap(collectEndpointTexts(model), getCodeStyle(on));
  const ctx: ViewContext = buildViewContext(on, route.spec!, md, false);
  if (deferred) ctx.defer = buildDeferral(on, specOf(on), model, route.url, false);
  if (deferred) ctx.deferBase = { p: route.url, s: specOf(on).source };
  return renderToStaticMarkup(pageTree(ctx));
}

const pageTree = (ctx: ViewContext) =>
  createElement(EndpointView, { model, ctx, target: '/repos/{id}', samples: [], payload: [], responses: [] });

/** Client components: the payload carries their props; they are not called. */
const STAND_INS = new Set<unknown>(
  [deferredChildren, fieldHead, hashReveal, levelDrawer, response, serverDrawn, switcher]
    .flatMap((m) => Object.values(m))
    .concat(CopyLabel),
);
/** The props of every deferred placeholder in a tree, server components expanded, as the RSC payload carries them. */
function placeholderProps(node: ReactNode, out: PlaceholderData[] = []): PlaceholderData[] {
  if (Array.isArray(node)) {
    for (const child of node) placeholderProps(child as ReactNode, out);
    return out;
  }
  if (!isValidElement(node)) {
    // Compact field data (FieldsClient's rows) holds nested levels in its objects.
    if (node && typeof node === 'object') for (const value of Object.values(node)) placeholderProps(value as ReactNode, out);
    return out;
  }
  const { type, props } = node as ReactElement<Record<string, unknown>>;
  if (type === deferredChildren.DeferredChildren) out.push(props as PlaceholderData);
  else if (typeof type === 'function' && !STAND_INS.has(type)) placeholderProps((type as (p: unknown) => ReactNode)(props), out);
  else for (const value of Object.values(props)) placeholderProps(value as ReactNode, out);
  return out;
}

const specOf = (on: Site) => on.specs.get(route.spec!)!;
const query = (src: string) => new URL(src, 'http://x').searchParams;
/** A site where the repo page is for staff only. */
const gatedSite = (): Site => ({ ...site, routes: site.routes.map((r) => (r === route ? { ...r, groups: ['staff'] } : r)) });

/** The level a page's placeholder loads, as the route answers it. */
async function fetchLevel(src: string, on: Site = site) {
  const result = await loadFieldsFromQuery(on, on, query(src));
  if (!('level' in result)) throw new Error(`${src}: ${result.detail}`);
  return result.level;
}

describe('what an endpoint page defers', () => {
  it('closed levels of at least DEFER_MIN_NODES nodes, at the first place of their anchor; small and code-holding levels stay inline', () => {
    const defer = buildDeferral(site, specOf(site), model, route.url, false)!;
    const index = indexDrawnNodes(model);
    const deferred = [...index.values()].filter((p) => p.node.name !== undefined && defer(p.node)).map((p) => p.node.anchor);
    // owner and members' items hold User (7 nodes), meta 5 fields; xml repeats them as 200.owner-1 etc.: deferred as well.
    expect(deferred).toEqual(['200.owner', '200.members', '200.meta', '200.owner-1', '200.members-1', '200.meta-1']);
    expect(DEFER_MIN_NODES).toBeGreaterThan(1);
    const owner = defer(index.get('200.owner')!.node)!;
    // A reader without JavaScript gets the schema's page; for an inline level, the page's Markdown, which has the schemas.
    expect(owner.fallback).toBe(site.routes.find((r) => r.kind === 'schema' && r.name === 'User')!.url);
    expect(defer(index.get('200.meta')!.node)!.fallback).toBe(`${route.url}.md`);
    expect(defer(index.get('200.small')!.node)).toBeUndefined();
    expect(defer(index.get('200.coded')!.node)).toBeUndefined();
    // A copy drawn at the same anchor elsewhere is not the place the resource finds: drawn inline.
    expect(defer({ ...index.get('200.owner')!.node })).toBeUndefined();
  });

  it('a named schema is one URL for every page that draws it at the same place; other levels are asked for by page', () => {
    const defer = buildDeferral(site, specOf(site), model, route.url, false)!;
    const index = indexDrawnNodes(model);
    const owner = query(defer(index.get('200.owner')!.node)!.src);
    // Repo encloses it but does not occur inside it: it only counts (depth), so User there is one URL under any schema.
    expect(Object.fromEntries(owner)).toMatchObject({ schema: 'User', mode: 'response', depth: '1', root: '200.owner', at: '200.owner' });
    expect(owner.get('page')).toBeNull();
    expect(owner.get('above')).toBeNull();
    // The other page with a Repo response: the same URL.
    const other = site.routes.find((r) => r.kind === 'endpoint' && r.path === '/orgs/{org}/repos/{id}')!;
    const otherModel = drawnEndpointModel(site, other, specOf(site))!;
    const otherOwner = indexDrawnNodes(otherModel).get('200.owner')!.node;
    expect(buildDeferral(site, specOf(site), otherModel, other.url, false)!(otherOwner)!.src).toBe(
      defer(index.get('200.owner')!.node)!.src,
    );
    // The xml copy's ids end in -1, which the schema alone does not give: asked for by page and anchor.
    expect(Object.fromEntries(query(defer(index.get('200.owner-1')!.node)!.src))).toMatchObject({ page: route.url, at: '200.owner-1' });
    // An anonymous level inside a named schema: by that schema (Repo, the response's root at 200).
    expect(Object.fromEntries(query(defer(index.get('200.meta')!.node)!.src))).toMatchObject({
      schema: 'Repo',
      depth: '0',
      root: '200',
      at: '200.meta',
    });
    // With gating, every level by page (the answer is the reader's own, and schemas are not served by name).
    const gated = gatedSite();
    const gatedOwner = buildDeferral(gated, specOf(gated), model, route.url, false)!(index.get('200.owner')!.node)!;
    expect(query(gatedOwner.src).get('page')).toBe(route.url);
  });

  it('a placeholder carries only its own part of its address and link: the page gives the rest once', async () => {
    const md = await renderMarkdownMap(collectEndpointTexts(model), getCodeStyle(site));
    const ctx: ViewContext = buildViewContext(site, route.spec!, md, false);
    ctx.defer = buildDeferral(site, specOf(site), model, route.url, false);
    const base = { p: route.url, s: specOf(site).source };
    ctx.deferBase = base;
    const index = indexDrawnNodes(model);
    const placeholders = placeholderProps(pageTree(ctx));
    expect(placeholders.map((p) => p.at)).toEqual(['200.owner', '200.members', '200.meta', '200.owner-1', '200.members-1', '200.meta-1']);
    for (const props of placeholders) {
      const place = ctx.defer!(index.get(props.at)!.node)!;
      // Spelled again in the browser from the page's base: the same address and link, byte for byte.
      expect(expandPlace(props, base)).toEqual(place);
      const written = JSON.stringify(props);
      for (const repeated of ['/api/site/fields', route.url, specOf(site).source, 'child attributes', '"src"'])
        expect(written).not.toContain(repeated);
    }
  });

  it('nothing when levels start open (api.params.expanded: all)', () => {
    expect(buildDeferral(site, specOf(site), model, route.url, true)).toBeUndefined();
  });

  it('the page with every deferred level put back from the resource is the page drawn in full', async () => {
    for (const on of [site, gatedSite()]) {
      const full = await drawPage(false, on);
      const page = await drawPage(true, on);
      const placeholders = [
        ...page.matchAll(
          /<details class="oa-children" data-oa-defer="([^"]+)">(<summary>.*?<\/summary>)<div class="oa-children-body">.*?<\/div><\/details>/g,
        ),
      ];
      expect(placeholders.map((m) => m[1])).toEqual(['200.owner', '200.members', '200.meta', '200.owner-1', '200.members-1', '200.meta-1']);
      expect(page.length).toBeLessThan(full.length * 0.6);
      expect(page).not.toContain('id="200.owner.login"');
      const defer = buildDeferral(on, specOf(on), model, route.url, false)!;
      const index = indexDrawnNodes(model);
      let rebuilt = page;
      for (const [placeholder, at, summary] of placeholders) {
        // What the browser receives: JSON, drawn by the same components.
        const level = await fetchLevel(defer(index.get(at)!.node)!.src, on);
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
    }
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
    const gated = gatedSite();
    expect(await loadFieldsLevel(visibleSite(gated, ANONYMOUS), route.url, '200.owner')).toBeUndefined();
    expect(await loadFieldsLevel(visibleSite(site, ANONYMOUS), route.url, '200.owner')).toBeDefined();
  });

  it('a schema by name only on a site without gating, and 400 or 404 for a bad or unknown query', async () => {
    const byName = `spec=${encodeURIComponent(route.spec!)}&schema=User&mode=response&depth=1&root=200.owner&at=200.owner`;
    const open = await loadFieldsFromQuery(site, site, new URLSearchParams(byName));
    expect('level' in open && open.level.node.properties?.[0].anchor).toBe('200.owner.login');
    const gated = gatedSite();
    // Not even for a member: a schema is shown only through the pages that draw it.
    expect(await loadFieldsFromQuery(gated, gated, new URLSearchParams(byName))).toMatchObject({ status: 404 });
    for (const [q, status] of [
      ['page=/x', 400],
      [`schema=User&at=a`, 400],
      [`spec=${encodeURIComponent(route.spec!)}&schema=User&mode=sideways&at=a`, 400],
      [`spec=${encodeURIComponent(route.spec!)}&schema=Nobody&mode=response&at=a`, 404],
      [`spec=${encodeURIComponent(route.spec!)}&schema=User&mode=response&above=Nobody&depth=1&at=a`, 404],
      [`spec=${encodeURIComponent(route.spec!)}&schema=User&mode=response&depth=-1&at=a`, 400],
      [`spec=${encodeURIComponent(route.spec!)}&schema=User&mode=response&depth=1&root=200.owner&at=200.owner.nope`, 404],
      [`spec=nope&schema=User&mode=response&at=a`, 404],
      [`page=${encodeURIComponent(route.url)}&at=200.small`, 404],
    ] as const) {
      expect(await loadFieldsFromQuery(site, site, new URLSearchParams(q)), q).toMatchObject({ status });
    }
  });
});
