import { describe, expect, it } from 'vitest';
import { toSampleRequest } from './example-values';
import { buildEndpointModel, buildSchemaModel } from './page-model';
import type { SchemaNode } from './page-model-types';
import { exampleOfNode } from './tree-example';
import type { LoadedSpec, Obj } from './types';

const spec = (doc: Obj): LoadedSpec => ({ source: 'api.json', file: 'api.json', format: 'json', version: '3.1', doc });

/** A 3.1 document with one `POST /things` taking `body` and answering `response` (200, JSON). */
function api(body: Obj | undefined, response: Obj, schemas: Obj = {}): LoadedSpec {
  return spec({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/things': {
        post: {
          ...(body ? { requestBody: { content: { 'application/json': { schema: body } } } } : {}),
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: response } } } },
        },
      },
    },
    components: { schemas },
  });
}

const generated = (s: LoadedSpec) => {
  const model = buildEndpointModel(s, 'POST', '/things')!;
  return {
    request: model.requestBody?.content[0].examples.find((e) => e.generated)?.value,
    response: model.responses[0].content[0].examples.find((e) => e.generated)?.value,
    model,
  };
};

describe('exampleOfNode', () => {
  it("shows Mintlify's placeholder for each type and string format", () => {
    const leaf = (node: SchemaNode) => exampleOfNode(node);
    expect(leaf({ type: 'string' })).toBe('<string>');
    expect(leaf({ type: 'string', format: 'date-time' })).toBe('2023-11-07T05:31:56Z');
    expect(leaf({ type: 'string', format: 'date' })).toBe('2023-12-25');
    expect(leaf({ type: 'string', format: 'email' })).toBe('jsmith@example.com');
    expect(leaf({ type: 'string', format: 'uuid' })).toBe('3c90c3cc-0d44-4b50-8888-8dd25736052a');
    expect(leaf({ type: 'string', format: 'byte' })).toBe('aSDinaTvuI8gbWludGxpZnk=');
    expect(leaf({ type: 'string', format: 'IPv4' })).toBe('127.0.0.1');
    expect(leaf({ type: 'string', format: 'ipv6' })).toBe('2606:4700:3108::ac42:2835');
    expect(leaf({ type: 'string', format: 'made-up' })).toBe('<string>');
    expect(leaf({ type: 'integer' })).toBe(123);
    expect(leaf({ type: 'number' })).toBe(123);
    expect(leaf({ type: 'boolean' })).toBe(true);
    expect(leaf({ nullable: true })).toBeNull();
    expect(leaf({ type: 'integer | string' })).toBe(123);
    expect(leaf({})).toBe('<any>');
  });

  it("uses what the author wrote first: the field's example, then default, const, the first non-null enum value", () => {
    expect(exampleOfNode({ type: 'string', examples: ['ada'], default: 'x', enum: ['a'] })).toBe('ada');
    expect(exampleOfNode({ type: 'string', default: 'x', enum: ['a'] })).toBe('x');
    expect(exampleOfNode({ type: 'string', const: 'fixed' })).toBe('fixed');
    expect(exampleOfNode({ type: 'string', enum: [null, 'open'] })).toBe('open');
    expect(exampleOfNode({ type: 'integer', examples: [0] })).toBe(0);
    expect(exampleOfNode({ type: 'boolean', default: false })).toBe(false);
  });

  it('picks a number inside its bounds, exclusive ones in both the 3.0 and the 3.1 form', () => {
    const n = (constraints: Record<string, unknown>, type = 'integer') => exampleOfNode({ type, constraints });
    expect(n({ minimum: 1, maximum: 100 })).toBe(50);
    expect(n({ minimum: 1, maximum: 2 }, 'number')).toBe(1.5);
    expect(n({ minimum: 0 })).toBe(123);
    expect(n({ minimum: 500 })).toBe(500);
    expect(n({ minimum: 500, exclusiveMinimum: true })).toBe(501);
    expect(n({ exclusiveMinimum: 500 })).toBe(501);
    expect(n({ minimum: 500.5 })).toBe(501);
    expect(n({ maximum: 10 })).toBe(10);
    expect(n({ exclusiveMaximum: 10 })).toBe(9);
    expect(n({ maximum: 123, exclusiveMaximum: true })).toBe(122);
    expect(n({ maximum: 1000 })).toBe(123);
  });

  it('builds objects field by field, one array item, the first choice; maps and cut levels stay empty', () => {
    const node: SchemaNode = {
      type: 'object',
      properties: [
        { name: 'id', type: 'string', format: 'uuid' },
        { name: 'tags', type: 'array', items: { type: 'string' } },
        { name: 'labels', type: 'object', additionalProperties: { type: 'string' } },
        { name: 'owner', type: 'object', refName: 'User', truncated: true },
        { name: 'parent', type: 'object', refName: 'Thing', recursive: true },
        { name: 'ids', type: 'array', truncated: true },
        {
          name: 'pet',
          choices: {
            kind: 'oneOf',
            options: [
              { title: 'Cat', schema: { type: 'object', properties: [{ name: 'meow', type: 'boolean' }] } },
              { title: 'Dog', schema: { type: 'object', properties: [{ name: 'bark', type: 'boolean' }] } },
            ],
          },
        },
      ],
    };
    expect(exampleOfNode(node)).toEqual({
      id: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
      tags: ['<string>'],
      labels: {},
      owner: {},
      parent: {},
      ids: [],
      pet: { meow: true },
    });
  });

  it("keeps an object's own fields beside the fields of its first choice", () => {
    const node: SchemaNode = {
      type: 'object',
      properties: [{ name: 'kind', type: 'string' }],
      choices: { kind: 'anyOf', options: [{ title: 'A', schema: { type: 'object', properties: [{ name: 'a', type: 'integer' }] } }] },
    };
    expect(exampleOfNode(node)).toEqual({ kind: '<string>', a: 123 });
  });
});

describe('generated examples of a page', () => {
  const user = {
    type: 'object',
    required: ['name'],
    properties: {
      id: { type: 'string', readOnly: true },
      name: { type: 'string', example: 'Ada' },
      password: { type: 'string', writeOnly: true },
      role: { allOf: [{ $ref: '#/components/schemas/Role' }], description: 'merged' },
    },
  };
  const schemas = { User: user, Role: { type: 'string', enum: ['admin', 'member'] } };

  it('hold exactly the fields the page documents: no readOnly field in a request, no writeOnly field in a response', () => {
    const { request, response } = generated(api({ $ref: '#/components/schemas/User' }, { $ref: '#/components/schemas/User' }, schemas));
    expect(request).toEqual({ name: 'Ada', password: '<string>', role: 'admin' });
    expect(response).toEqual({ id: '<string>', name: 'Ada', role: 'admin' });
  });

  it('go into the sample request, with the same <string> placeholders as its parameters', () => {
    const { model } = generated(api({ $ref: '#/components/schemas/User' }, { type: 'object' }, schemas));
    expect(toSampleRequest(model).body).toEqual({
      mediaType: 'application/json',
      value: { name: 'Ada', password: '<string>', role: 'admin' },
    });
  });

  it('hold the whole body on a page whose responses used up its node budget', () => {
    // 450 response fields leave the page no budget for the body: the page draws the body's level on
    // demand, and the example must still hold the body's fields.
    const big = { type: 'object', properties: Object.fromEntries(Array.from({ length: 450 }, (_, i) => [`f${i}`, { type: 'string' }])) };
    const body = { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' } } };
    const s = spec({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/things': {
          post: {
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: big } } } },
            requestBody: { content: { 'application/json': { schema: body } } },
          },
        },
      },
    });
    const { model, request } = generated(s);
    expect(model.requestBody?.content[0].schema?.truncated).toBe(true);
    expect(request).toEqual({ name: '<string>', size: 123 });
  });

  it('of a schema page show every field its tree shows', () => {
    const model = buildSchemaModel(api(undefined, { type: 'object' }, schemas), 'User');
    expect(model?.example).toEqual({ id: '<string>', name: 'Ada', password: '<string>', role: 'admin' });
  });
});
