import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { findExtensionProblems } from './extension-warnings';
import { loadSpecSet } from './spec-set';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('findExtensionProblems', () => {
  it('names each x-mint.pre/post that is not an array of strings, by pointer, in document order', () => {
    const doc = {
      components: {
        schemas: {
          A: { 'x-mint': { pre: 'PII', post: ['ok'] } },
          B: { properties: { '/odd': { 'x-mint': { post: ['ok', 3] } } } },
          C: { 'x-mint': { pre: [], post: ['fine'] } },
          D: { 'x-docs': { post: { label: 'x' } } },
        },
      },
    };
    expect(findExtensionProblems(doc)).toEqual([
      { pointer: '/components/schemas/A/x-mint/pre', message: expect.stringContaining('found "PII"') },
      { pointer: '/components/schemas/B/properties/~1odd/x-mint/post', message: expect.stringContaining('must be an array of strings') },
      { pointer: '/components/schemas/D/x-docs/post', message: expect.stringContaining('`x-docs.post` must be') },
    ]);
  });

  it('ignores x-mint without pills (operation metadata) and shared nodes are checked once', () => {
    const shared = { 'x-mint': { post: true } };
    expect(findExtensionProblems({ paths: { '/a': { get: { 'x-mint': { metadata: { title: 'A' } } } } } })).toEqual([]);
    expect(findExtensionProblems({ a: shared, b: [shared] })).toHaveLength(1);
  });
});

describe('group filters of single fields (Mintlify personalization), which Lectern does not read', () => {
  it('warns at a property, a oneOf option and x-mint-enum; groups on an operation, a path item or `paths` gate pages and are fine', () => {
    const doc = {
      paths: {
        'x-mint': { groups: ['staff'] },
        '/a': {
          'x-mint': { groups: ['admin'] },
          get: { 'x-mint': { groups: ['billing'] }, responses: {} },
        },
      },
      webhooks: { paid: { 'x-docs': { groups: ['staff'] }, post: { 'x-mint': { groups: ['staff'] } } } },
      components: {
        schemas: {
          User: { properties: { internal_id: { type: 'string', 'x-mint': { groups: ['admin'] } } } },
          Config: { oneOf: [{ title: 'Enterprise', 'x-docs': { groups: ['enterprise'] } }, { title: 'Standard' }] },
          Plan: { type: 'string', enum: ['free', 'pro'], 'x-mint-enum': { pro: ['pro'] } },
        },
      },
    };
    expect(findExtensionProblems(doc)).toEqual([
      {
        pointer: '/components/schemas/User/properties/internal_id/x-mint/groups',
        message: expect.stringMatching(/shows to every reader of the page/),
      },
      { pointer: '/components/schemas/Config/oneOf/0/x-docs/groups', message: expect.stringMatching(/^`x-docs.groups` on a single field/) },
      {
        pointer: '/components/schemas/Plan/x-mint-enum',
        message: expect.stringMatching(/^`x-mint-enum` \(enum values by group\) is not read/),
      },
    ]);
  });
});

describe('loadSpec with a malformed pill list', () => {
  it('loads the spec and returns a located warning (file, pointer, line)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-pill-warn-'));
    dirs.push(dir);
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {},
      components: { schemas: { User: { type: 'string', 'x-mint': { pre: 'PII' } } } },
    };
    await writeFile(path.join(dir, 'api.json'), JSON.stringify(doc, null, 2));
    const result = await loadSpec('api.json', dir);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const warning = {
      severity: 'warning',
      file: 'api.json',
      path: '/components/schemas/User/x-mint/pre',
      line: 13,
      message: '`x-mint.pre` must be an array of strings, one per pill (e.g. ["PII"]); found "PII"',
    };
    expect(result.warnings).toEqual([warning]);
    // The site load (and so `lectern check`) reports it, and the spec's pages are still built.
    const { set, problems } = await loadSpecSet([{ source: 'api.json', file: 'docs.json', jsonPath: 'navigation.openapi' }], dir);
    expect(problems).toEqual([warning]);
    expect(set.specs.has('api.json')).toBe(true);
  });
});
