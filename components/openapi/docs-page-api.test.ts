/**
 * Whole API pages of test/fixtures/api-site rendered the way Next renders them (async server
 * components, through React's prerender): the dispatch in DocsPage, a frontmatter page's MDX body
 * and `x-docs.content` before the reference, and the docs.json `api` options.
 */
import path from 'node:path';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocsPage } from '@/components/docs/docs-page';
import { loadSite } from '@/lib/site/load-site';
import type { Site } from '@/lib/site/types';

const dir = path.resolve(__dirname, '../../test/fixtures/api-site');
let site: Site;

async function render(url: string): Promise<string> {
  const route = site.byUrl.get(url);
  if (!route) throw new Error(`${url} is not a route`);
  const { prelude } = await prerender(createElement(DocsPage, { site, route }));
  return new Response(prelude).text();
}

beforeAll(async () => {
  site = await loadSite(dir);
  expect(site.problems.filter((p) => p.severity === 'error')).toEqual([]);
});

describe('API pages through DocsPage', () => {
  it('a frontmatter page: MDX body, then x-docs.content, then the reference', async () => {
    const out = await render('/reference/create-widget');
    const body = out.indexOf('Read this first');
    const content = out.indexOf('<strong>Heads up:</strong>');
    const reference = out.indexOf('class="oa-section');
    expect(body).toBeGreaterThan(0);
    expect(content).toBeGreaterThan(body);
    expect(reference).toBeGreaterThan(content);
    expect(out).toContain('<h1>Create a widget</h1>');
  });

  it('playground.url full shows the server URL; allOf is merged; readOnly is hidden in the request', async () => {
    const out = await render('/api-reference/widgets/create-a-widget');
    expect(out).toContain('<code class="oa-endpoint-url">https://api.widgets.test/v1/widgets</code>');
    const body = out.slice(out.indexOf('data-part="body"'), out.indexOf('data-part="responses"'));
    expect(body).toContain('id="name"');
    expect(body).toContain('id="secret"');
    expect(body).not.toContain('id="id"');
    expect(body).toMatch(/id="size"[^]*?&gt; 0/);
    const responses = out.slice(out.indexOf('data-part="responses"'));
    expect(responses).toContain('id="201.id"');
    expect(responses).not.toContain('id="201.secret"');
  });

  it('api.params.expanded all opens nested levels; anyOf options are titled', async () => {
    const out = await render('/api-reference/widgets/create-a-widget');
    expect(out).toMatch(/<details class="oa-children" open="">/);
    expect(out).not.toMatch(/<details class="oa-children">/);
    expect(out).toMatch(/role="tab"[^>]*>Circle<\/button>/);
    expect(out).toContain('Any of');
  });

  it('api.examples: only the configured languages, in order, with only required parameters', async () => {
    const out = await render('/api-reference/widgets/create-a-widget');
    const options = out.match(/<option[^>]*>([^<]+)<\/option>/g)?.map((o) => o.replace(/<[^>]+>/g, ''));
    expect(options).toEqual(['Go', 'Ruby']);
    const samples = out.slice(out.indexOf('data-part="code-samples"'), out.lastIndexOf('</aside>'));
    expect(samples).toContain('Idempotency-Key');
    expect(samples).not.toContain('dryRun');
  });

  it('descriptions are Markdown without raw HTML; deprecated operations are labelled', async () => {
    const out = await render('/api-reference/widgets/get-a-widget');
    expect(out).toContain('Returns one widget.');
    expect(out).not.toMatch(/<script>alert|<b>one/);
    expect(out).toContain('data-deprecated=""');
  });
});
