/**
 * The broken-spec fixture site through the real docs.json loader (lib/config) and OpenAPI
 * expansion: every problem is located and found in bounded time. `lectern check` reports these.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsConfig } from '../config/load';
import { expandOpenApi } from './expand';
import { resolveOpenApiFrontmatter } from './frontmatter';

const site = path.resolve(__dirname, '../../test/fixtures/openapi/broken-site');

describe('broken-site fixture', () => {
  it('reports the missing operation, the invalid spec and the spec not found, each located', async () => {
    const { nav, problems: configProblems } = await loadDocsConfig(site);
    expect(configProblems.filter((p) => p.severity === 'error')).toEqual([]);
    const { problems, routes } = await expandOpenApi(nav!, { docsDir: site });
    expect(problems.map(({ file, path: at, line, message }) => ({ file, at, line, message: message.slice(0, 40) }))).toEqual([
      {
        file: 'invalid.yaml',
        at: '/paths/~1things/get/responses/200/description',
        line: 11,
        message: 'Invalid OpenAPI 3.1 document: must be st',
      },
      {
        file: 'external-ref.yaml',
        at: '/paths/~1things/get/responses/200/content/application~1json/schema/$ref',
        line: 14,
        message: 'External $ref "./models.yaml#/Thing" is ',
      },
      { file: 'alias-bomb.yaml', at: '', line: 9, message: 'YAML aliases expand to more than 2,000,0' },
      {
        file: 'docs.json',
        at: 'navigation.tabs[1].groups[3].openapi',
        line: undefined,
        message: 'Spec file not found: missing.yaml (looke',
      },
      { file: 'docs.json', at: 'navigation.tabs[0].groups[0].pages[1]', line: 13, message: 'Operation "GET /pet" is not in api.yaml;' },
    ]);
    expect(routes.filter((r) => r.kind !== 'schema').map((r) => r.url)).toEqual(['/api-reference/list-pets', '/api-reference/pet-adopted']);
  });

  it('reports the unknown spec named in frontmatter', async () => {
    const text = readFileSync(path.join(site, 'frontmatter-unknown-spec.mdx'), 'utf8');
    const value = /^openapi: "(.*)"$/m.exec(text)?.[1];
    const result = await resolveOpenApiFrontmatter(value, 'openapi', new Map(), [], { docsDir: site });
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/Spec "nope\.yaml" could not be loaded: Spec file not found/) });
  });
});
