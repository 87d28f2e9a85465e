import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from './load-site';

const fixtures = path.resolve(__dirname, '../../test/fixtures');

describe('loadSite', () => {
  it('finds an undeclared spec for frontmatter pages, as the hosted platforms do', async () => {
    const site = await loadSite(path.join(fixtures, 'discover-site'));
    expect(site.specs.has('openapi.json')).toBe(true);
    expect(site.byUrl.get('/api/list-things')).toMatchObject({
      kind: 'endpoint',
      method: 'GET',
      path: '/things',
      title: 'List things',
      description: 'All the things.',
      spec: 'openapi.json',
      file: 'api/list-things.mdx',
    });
    expect(site.byUrl.get('/api/schema')).toMatchObject({ kind: 'schema', name: 'Thing', title: 'Thing' });
  });

  it('keeps a page whose operation drifted out of the spec, with a located warning', async () => {
    const site = await loadSite(path.join(fixtures, 'discover-site'));
    expect(site.byUrl.get('/api/drifted')).toMatchObject({ kind: 'page', title: 'Drifted' });
    expect(site.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'api/drifted.mdx',
        path: 'frontmatter.openapi',
        line: 3,
        message: expect.stringMatching(/names nothing in openapi\.json.*renders without its API reference/),
      }),
    ]);
  });

  it('builds the own site with pages in navigation order and no problems', async () => {
    const site = await loadSite(path.resolve(__dirname, '../..'));
    expect(site.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(site.routes[0]).toMatchObject({ url: '/', kind: 'page', inNav: true });
    expect(site.routes.filter((r) => r.kind === 'page' && r.inNav).map((r) => r.url)).toContain('/reference/cli');
  });

  it('reports a missing page with the entry, its JSON path and line', async () => {
    const site = await loadSite(path.join(fixtures, 'broken-site'));
    expect(site.problems).toContainEqual(
      expect.objectContaining({
        file: 'docs.json',
        path: 'navigation.tabs[0].groups[0].pages[1]',
        line: 9,
        message: expect.stringMatching(/^page "guides\/missing-page" not found/),
      }),
    );
  });
});
