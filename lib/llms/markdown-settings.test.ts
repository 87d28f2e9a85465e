import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { buildAgentInstructions } from './agent-instructions';
import { buildLlmsTxt } from './llms-txt';
import { buildPageExport, buildPageMarkdown } from './page-markdown';
import { fence } from './operation-spec';
import type { DocsConfig } from '../config/schema';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '2' },
  security: [{ key: [] }],
  paths: {
    '/pets': {
      get: {
        summary: 'List pets',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pets' } } } } },
      },
    },
    '/owners': {
      get: {
        summary: 'List owners',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Owner' } } } } },
      },
    },
  },
  components: {
    schemas: { Pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } }, Pet: { type: 'object' }, Owner: { type: 'object' } },
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, unused: { type: 'http', scheme: 'basic' } },
  },
};

/** A docs folder with one page and one generated API page, with `markdown` set to `markdown`. */
async function siteWith(markdown: unknown) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lectern-markdown-'));
  folders.push(folder);
  const config = {
    name: 'M',
    description: 'Pet docs.',
    markdown,
    navigation: {
      groups: [
        { group: 'Guide', pages: ['index'] },
        { group: 'API', openapi: 'pets.json', pages: ['GET /pets'] },
      ],
    },
  };
  writeFileSync(path.join(folder, 'docs.json'), JSON.stringify(config));
  writeFileSync(path.join(folder, 'pets.json'), JSON.stringify(SPEC));
  writeFileSync(path.join(folder, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  const site = await loadSite(folder);
  expect(site.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return site;
}

describe('docs.json `markdown`', () => {
  it('instructions: an Agent Instructions block after every page’s Markdown and in llms.txt after the description', async () => {
    const site = await siteWith({ instructions: ['Always cite the API version.', 'Prefer the TypeScript SDK.'] });
    const block = '> ## Agent Instructions\n> Always cite the API version.\n> Prefer the TypeScript SDK.';
    expect(await buildPageExport(site, site.byUrl.get('/')!)).toBe(`# Home\n\nHello.\n\n${block}\n`);
    const api = site.routes.find((r) => r.kind === 'endpoint')!;
    expect((await buildPageExport(site, api)).endsWith(`\n\n${block}\n`)).toBe(true);
    expect(buildLlmsTxt(site, site.routes, '')).toMatch(/^# M\n\n> Pet docs\.\n\n> ## Agent Instructions\n> Always cite/);
  });

  it('without instructions the export is the page’s Markdown alone', async () => {
    const site = await siteWith({});
    const home = site.byUrl.get('/')!;
    expect(await buildPageExport(site, home)).toBe(await buildPageMarkdown(site, home));
  });

  it('the OpenAPI of an API page holds its operation, the components it reaches and the schemes it uses, nothing else', async () => {
    const site = await siteWith({});
    const md = await buildPageMarkdown(
      site,
      site.routes.find((r) => r.kind === 'endpoint')!,
    );
    const document = JSON.parse(md.split('## OpenAPI\n\n```json\n')[1].replace(/\n```\n$/, ''));
    expect(Object.keys(document.paths)).toEqual(['/pets']);
    expect(Object.keys(document.components.schemas).sort()).toEqual(['Pet', 'Pets']);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['key']);
    expect(document.security).toEqual([{ key: [] }]);
  });

  it('schema: false leaves the OpenAPI out of API pages', async () => {
    const site = await siteWith({ schema: false });
    const md = await buildPageMarkdown(
      site,
      site.routes.find((r) => r.kind === 'endpoint')!,
    );
    expect(md).not.toContain('## OpenAPI');
    expect(md).toContain('`GET /pets`');
  });

  it('llms-full.txt’s pages leave the OpenAPI document to each page’s own .md', async () => {
    const site = await siteWith({});
    const md = await buildPageMarkdown(
      site,
      site.routes.find((r) => r.kind === 'endpoint')!,
      { openapi: false },
    );
    expect(md).not.toContain('## OpenAPI');
  });

  it('one instruction string of several lines is quoted line by line; blank instructions are none', () => {
    const config = (instructions: unknown) => ({ markdown: { instructions } }) as unknown as DocsConfig;
    expect(buildAgentInstructions(config('One.\n\nTwo.'))).toBe('> ## Agent Instructions\n> One.\n>\n> Two.');
    expect(buildAgentInstructions(config(['  ']))).toBeUndefined();
    expect(buildAgentInstructions(null)).toBeUndefined();
  });

  it('a fence is longer than any run of backticks inside it', () => {
    expect(fence('json', '"a ```` b"')).toBe('`````json\n"a ```` b"\n`````');
    expect(fence('json', '{}')).toBe('```json\n{}\n```');
  });
});
