import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { buildLlmsTxt } from './llms-txt';
import { buildPageMarkdown, markdownUrl } from './page-markdown';

const dir = path.resolve(__dirname, '../../test/fixtures/discover-site');

describe('llms.txt and Markdown variants', () => {
  it('lists pages and API pages with links to their .md variants', async () => {
    const site = await loadSite(dir);
    const text = buildLlmsTxt(site, site.routes, 'https://docs.example.com');
    expect(text.split('\n')[0]).toBe('# Discovery');
    expect(text).toContain('## Docs\n\n- [Home](https://docs.example.com/index.md)');
    expect(text).toContain('## API reference\n\n- [List things](https://docs.example.com/api/list-things.md): All the things.');
  });

  it('gives a page its Markdown without frontmatter, headed by title and operation, then the operation’s OpenAPI', async () => {
    const site = await loadSite(dir);
    const md = await buildPageMarkdown(site, site.byUrl.get('/api/list-things')!);
    const [page, openapi] = md.split('\n\n## OpenAPI\n\n');
    expect(page).toBe('# List things\n\n> All the things.\n\n`GET /things`\n\nWritten before the reference.');
    const document = JSON.parse(openapi.replace(/^```json\n/, '').replace(/\n```\n$/, ''));
    expect(document).toEqual({
      openapi: '3.1.0',
      info: { title: 'Things', version: '1' },
      paths: {
        '/things': { get: { summary: 'List things', description: 'All the things.', responses: { '200': { description: 'OK' } } } },
      },
    });
  });

  it('names a generated page’s spec by its served path, or by its URL when it is URL-hosted', async () => {
    const site = await loadSite(dir);
    const local = {
      url: '/x',
      kind: 'endpoint',
      title: 'X',
      file: 'content/openapi/api.yaml',
      hidden: false,
      inNav: true,
      method: 'GET',
      path: '/x',
    } as const;
    expect(await buildPageMarkdown(site, local)).toBe('# X\n\n`GET /x`\n\nSpecification: `/openapi/api.yaml`\n');
    expect(await buildPageMarkdown(site, { ...local, file: 'https://specs.example.test/pets.json' })).toContain(
      'Specification: `https://specs.example.test/pets.json`',
    );
  });

  it('fills docs.json variables in the Markdown, as the page render does, and leaves unknown ones as written', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'lectern-llms-'));
    try {
      const config = { name: 'V', variables: { product: 'Lectern' }, navigation: { pages: ['index'] } };
      writeFileSync(path.join(folder, 'docs.json'), JSON.stringify(config));
      writeFileSync(path.join(folder, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome to {{ product }}; {{unknown}} stays.\n');
      const site = await loadSite(folder);
      expect(await buildPageMarkdown(site, site.byUrl.get('/')!)).toBe('# Home\n\nWelcome to Lectern; {{unknown}} stays.\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([
    ['/', '/index.md'],
    ['/a/b', '/a/b.md'],
  ])('markdownUrl(%s) = %s', (url, want) => expect(markdownUrl(url)).toBe(want));
});
