/**
 * The reference UI rendered to HTML on the server, as a page would be: the project's demo API
 * through the real site loader and page component, and Scalar's galaxy (../shared/corpus) through
 * its page models. Browser behaviour (switching, scrolling) is covered by e2e/openapi.spec.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '@/lib/openapi/load';
import { materialiseEndpoint, materialiseSchemaPage } from '@/lib/openapi/materialise';
import { buildEndpointModel, buildSchemaModel, buildWebhookModel } from '@/lib/openapi/page-model';
import type { LoadedSpec } from '@/lib/openapi/types';
import { loadSite } from '@/lib/site/load-site';
import type { RouteEntry, Site } from '@/lib/site/types';
import { EndpointPage } from './endpoint-page';
import { EndpointView } from './endpoint-view';
import { SchemaPage, SchemaView } from './schema-page';
import type { ViewContext } from './view-context';

const repo = path.resolve(__dirname, '../..');
const galaxyFile = path.resolve(repo, '../shared/corpus/openapi/scalar-galaxy-3.1/galaxy-3.1.yaml');

const ctx = (expanded = false): ViewContext => ({
  md: (t) => (t ? createElement('p', { className: 'md' }, t) : null),
  schemaUrl: (n) => (n ? `/schemas/${n.toLowerCase()}` : undefined),
  expanded,
});
const html = (element: ReactElement) => renderToStaticMarkup(element);
const count = (text: string, needle: string | RegExp) => text.split(needle).length - 1;

describe('the demo API pages of the own site', () => {
  let site: Site;
  const route = (url: string): RouteEntry => {
    const found = site.byUrl.get(url);
    if (!found) throw new Error(`${url} is not a route`);
    return found;
  };
  const render = async (url: string) => {
    const r = route(url);
    const spec = site.specs.get(r.spec!)!;
    const page = r.kind === 'schema' ? await SchemaPage({ site, route: r, spec }) : await EndpointPage({ site, route: r, spec });
    // The page holds async server components (the playground slot reads the viewer): prerender
    // waits for them, as Next does.
    const { prelude } = await prerender(page);
    return new Response(prelude).text();
  };
  beforeAll(async () => {
    // The own site has a members-only page, which makes every page per-request (it reads the
    // viewer). These tests render outside a request, so they see the site with its gated pages
    // left out: what a signed-out reader gets.
    const loaded = await loadSite(repo);
    const routes = loaded.routes.filter((r) => !r.groups?.length && r.public !== false && r.playground !== 'auth');
    site = { ...loaded, routes, byUrl: new Map(routes.map((r) => [r.url, r])) };
  });

  it('the deprecated echo shows every parameter location, the oneOf body, a recursive marker and its label', async () => {
    const out = await render('/api-reference/echo/echo-into-a-resource');
    for (const location of ['path', 'query', 'header', 'cookie']) expect(out).toContain(`data-location="${location}"`);
    expect(out).toContain('data-deprecated=""');
    expect(out).toMatch(/role="tab"[^>]*>Person<\/button>/);
    expect(out).toMatch(/role="tab"[^>]*>Organisation<\/button>/);
    expect(out).toContain('by <code>kind</code>');
    expect(out).toContain('data-recursive=""');
    expect(out).toContain('<a href="/api-reference/schemas/category">Category</a>');
    // Every parameter has its anchor and a `#` link that also copies the URL.
    for (const anchor of ['resource', 'q', 'X-Request-Id', 'theme']) {
      expect(out).toContain(`id="${anchor}"`);
      expect(out).toContain(`href="#${anchor}"`);
    }
    expect(count(out, 'class="anchor-link-copy"')).toBeGreaterThan(10);
    expect(out).toContain('<code class="oa-endpoint-url">/demo-api/echo/{resource}</code>');
  });

  it('code samples in the default languages after x-codeSamples, highlighted, with a language select', async () => {
    const out = await render('/api-reference/media/get-a-json-document');
    expect(out).toMatch(/<select[^>]*aria-label="Language"/);
    expect(out.match(/<option[^>]*>([^<]+)<\/option>/g)?.map((o) => o.replace(/<[^>]+>/g, ''))).toEqual([
      'HTTPie',
      'cURL',
      'JavaScript',
      'Python',
    ]);
    expect(out).toContain('class="shiki');
    expect(out).toContain('From the OpenAPI document <a href="/openapi/lectern-demo.yaml">lectern-demo.yaml</a>');
  });

  it('example responses per status, with named examples selectable', async () => {
    const out = await render('/api-reference/behaviour/fail-on-demand');
    const card = out.slice(out.indexOf('class="oa-card" data-part="responses"'));
    expect(card).toMatch(/role="tab"[^>]*>4XX<\/button>/);
    expect(card).toMatch(/role="tab"[^>]*>5XX<\/button>/);
    expect(card.match(/<option[^>]*>([^<]+)<\/option>/g)?.map((o) => o.replace(/<[^>]+>/g, ''))).toEqual([
      '404 Not Found',
      '418 I&#x27;m a teapot',
      '500 Internal Server Error',
      '503 Service Unavailable',
    ]);
  });

  it('authorizations list every alternative, and that none is needed', async () => {
    const out = await render('/api-reference/echo/echo-a-request');
    expect(out).toContain('Any one of these, or none:');
    for (const kind of ['API key in header', 'API key in query', 'API key in cookie', 'Bearer token (opaque)', 'Basic authentication'])
      expect(out).toContain(kind);
  });

  it('a webhook page shows its badge and payload, and no code samples', async () => {
    const out = await render('/api-reference/upload-received');
    expect(out).toContain('>WEBHOOK</span>');
    expect(out).toContain('>Payload<');
    expect(out).not.toContain('aria-label="Language"');
  });

  it('a schema page shows its tree and a generated example', async () => {
    const out = await render('/api-reference/schemas/category');
    expect(out).toContain('>SCHEMA</span>');
    expect(out).toContain('id="children"');
    expect(out).toContain('data-recursive=""');
    expect(out).toContain('data-part="example"');
  });
});

// Skipped only where ../shared/corpus is absent: galaxy is third-party data that is not copied
// into the repository. Plan: nothing to do; CI has shared/ beside the clone, and the demo API tests
// above cover the same UI everywhere.
describe.skipIf(!existsSync(galaxyFile))('Scalar galaxy (3.1) rendered from its page models (skipped: ../shared/corpus is absent)', () => {
  let galaxy: LoadedSpec;
  beforeAll(async () => {
    const loaded = await loadSpec('galaxy-3.1.yaml', path.dirname(galaxyFile));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    galaxy = loaded.spec;
  });
  const endpoint = (method: string, p: string, expanded = false) => {
    const model = materialiseEndpoint(buildEndpointModel(galaxy, method, p)!);
    return html(createElement(EndpointView, { model, ctx: ctx(expanded), target: p, samples: [], payload: [], responses: [] }));
  };

  it('GET /planets: query parameters with type, default, constraints; response headers; public', () => {
    const out = endpoint('GET', '/planets');
    expect(out).toContain('data-location="query"');
    expect(out).toContain('id="limit"');
    expect(out).toMatch(/Default<\/span><code class="oa-value">10<\/code>/);
    expect(out).not.toContain('Authorizations');
    expect(out).toContain('id="200.header.X-Request-ID"');
  });

  it('GET /planets/{planetId}: path parameter; a recursive schema shows its marker after one level', () => {
    const out = endpoint('GET', '/planets/{planetId}');
    expect(out).toContain('data-location="path"');
    expect(out).toContain('id="planetId"');
    // Planet → satellites[] → orbit → planet: Planet again.
    expect(out).toMatch(/id="200\.satellites\[\]\.orbit\.planet"[^]*?data-recursive=""/);
  });

  it('GET /me: authorization alternatives with OAuth flows and scopes', () => {
    const out = endpoint('GET', '/me');
    expect(out).toContain('Any one of these:');
    expect(out.includes('OAuth 2.0 (authorizationCode, clientCredentials, implicit, password)')).toBe(true);
    expect(out.includes('scopes: read:account')).toBe(true);
  });

  it('POST /planets: body fields with nested levels closed by default, open with expanded; callbacks', () => {
    const closed = endpoint('POST', '/planets');
    expect(closed).toContain('data-part="body"');
    expect(closed).toMatch(/<details class="oa-children">/);
    expect(closed).toContain('data-part="callbacks"');
    expect(endpoint('POST', '/planets', true)).toMatch(/<details class="oa-children" open="">/);
  });

  it('POST /celestial-bodies: oneOf titled by subschema, with its discriminator', () => {
    const out = endpoint('POST', '/celestial-bodies');
    expect(out).toContain('One of');
    expect(out).toMatch(/role="tab"[^>]*>Planet<\/button>/);
    expect(out).toMatch(/role="tab"[^>]*>Satellite<\/button>/);
    expect(out).toContain('by <code>type</code>');
  });

  it('the newPlanet webhook and the Planet schema page', () => {
    const hook = materialiseEndpoint(buildWebhookModel(galaxy, 'newPlanet')!);
    expect(
      html(createElement(EndpointView, { model: hook, ctx: ctx(), target: 'newPlanet', samples: [], payload: [], responses: [] })),
    ).toContain('>Payload<');
    const planet = materialiseSchemaPage(buildSchemaModel(galaxy, 'Planet')!);
    const out = html(createElement(SchemaView, { model: planet, ctx: ctx() }));
    expect(out).toContain('id="name"');
    expect(out).toContain('>SCHEMA</span>');
  });
});
