import { describe, expect, it } from 'vitest';
import { buildEndpointModel, buildSchemaModel } from './page-model';
import { buildPills, configPillTexts } from './pills';
import type { LoadedSpec } from './types';

describe('configPillTexts (one `api.params.post` key)', () => {
  it.each([
    ['true → the key', 'x-beta', true, ['x-beta']],
    ['a string as written', 'x-internal', 'admin', ['admin']],
    ['a number as its text', 'x-since', 2, ['2']],
    ['a decimal', 'x-since', 2.5, ['2.5']],
    ['an array: one pill per string or number', 'x-tags', ['a', 3, { no: 1 }, ''], ['a', '3']],
    ['false → nothing', 'x-beta', false, []],
    ['null → nothing', 'x-beta', null, []],
    ['an empty string → nothing', 'x-internal', '  ', []],
    ['an object → nothing', 'x-internal', { role: 'admin' }, []],
    ['absent → nothing', 'x-internal', undefined, []],
  ])('%s', (_, key, value, want) => {
    expect(configPillTexts(key, value)).toEqual(want);
  });
});

describe('buildPills', () => {
  const keys = ['x-internal', 'x-beta', 'x-since'];

  it('post: config keys in the order docs.json lists them, then x-mint.post; pre: x-mint.pre', () => {
    const schema = {
      type: 'string',
      'x-since': 2,
      'x-mint': { pre: ['PII'], post: ['indexed', 'unique'] },
      'x-beta': true,
      'x-internal': 'admin',
    };
    expect(buildPills(schema, keys)).toEqual({ pre: ['PII'], post: ['admin', 'x-beta', '2', 'indexed', 'unique'] });
  });

  it('nothing configured and no x-mint: no lists at all (most nodes carry nothing extra)', () => {
    expect(buildPills({ type: 'string', 'x-internal': 'admin' })).toEqual({});
    expect(buildPills({ type: 'string' }, keys)).toEqual({});
  });

  it('a key not present on the schema gives no pill; keys are read from this schema only', () => {
    expect(buildPills({ type: 'string', 'x-beta': false }, keys)).toEqual({});
  });

  it('does not repeat a built-in label or a pill', () => {
    const schema = {
      type: ['string', 'null'],
      nullable: true,
      readOnly: true,
      'x-mint': { post: ['read-only', 'nullable', 'unique', 'unique'] },
    };
    expect(buildPills(schema, ['nullable'])).toEqual({ post: ['unique'] });
  });

  it('x-docs is the same extension and wins where both set a side', () => {
    expect(buildPills({ 'x-docs': { post: ['docs'] }, 'x-mint': { pre: ['mint'], post: ['mint'] } })).toEqual({
      pre: ['mint'],
      post: ['docs'],
    });
  });

  it('a malformed x-mint list keeps its strings and drops the rest (the load warns about it)', () => {
    expect(buildPills({ 'x-mint': { pre: 'PII', post: ['ok', 3, null] } })).toEqual({ post: ['ok'] });
  });
});

describe('pills in the page model', () => {
  const spec: LoadedSpec = {
    source: 'pills.json',
    file: 'pills.json',
    format: 'json',
    version: '3.1',
    doc: {
      openapi: '3.1.0',
      info: { title: 'Pills', version: '1' },
      paths: {
        '/users': {
          get: {
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string', 'x-internal': 'admin', 'x-mint': { pre: ['search'] } } }],
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          User: {
            type: 'object',
            properties: {
              email: { type: 'string', readOnly: true, 'x-beta': true, 'x-mint': { pre: ['PII'], post: ['indexed'] } },
              name: { type: 'string' },
            },
          },
        },
      },
    },
  };

  it('parameters and response properties carry pre and post pills; api.params.post keys come before x-mint.post', () => {
    const model = buildEndpointModel(spec, 'GET', '/users', { postKeys: ['x-internal', 'x-beta'] })!;
    expect(model.parameters.query[0].schema).toMatchObject({ pre: ['search'], post: ['admin'] });
    const [email, name] = model.responses[0].content[0].schema!.properties!;
    expect(email).toMatchObject({ name: 'email', readOnly: true, pre: ['PII'], post: ['x-beta', 'indexed'] });
    expect(name.pre).toBeUndefined();
    expect(name.post).toBeUndefined();
  });

  it('without api.params.post only the x-mint pills show', () => {
    const model = buildEndpointModel(spec, 'GET', '/users')!;
    expect(model.parameters.query[0].schema).toMatchObject({ pre: ['search'] });
    expect(model.parameters.query[0].schema?.post).toBeUndefined();
    expect(model.responses[0].content[0].schema!.properties![0].post).toEqual(['indexed']);
  });

  it('schema pages show the same pills', () => {
    const model = buildSchemaModel(spec, 'User', { postKeys: ['x-beta'] })!;
    expect(model.schema.properties![0]).toMatchObject({ pre: ['PII'], post: ['x-beta', 'indexed'] });
  });
});
