import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from './load';
import { materialiseEndpoint } from './materialise';
import { buildEndpointModel, buildSchemaModel, buildWebhookModel } from './page-model';
import type { EndpointModel, SchemaNode } from './page-model-types';
import type { LoadedSpec } from './types';

let shop: LoadedSpec;
beforeAll(async () => {
  const result = await loadSpec('shop.yaml', path.resolve(__dirname, '../../test/fixtures/openapi'));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  shop = result.spec;
});

/** The page as drawn (shared subtrees in place, anchors assigned), which is what these tests describe. */
const endpoint = (method: string, p: string): EndpointModel => {
  const model = buildEndpointModel(shop, method, p);
  if (!model) throw new Error(`${method} ${p} missing`);
  return materialiseEndpoint(model);
};
const field = (node: SchemaNode | undefined, name: string) => node?.properties?.find((p) => p.name === name);
const anchors = (model: EndpointModel): string[] => {
  const out: string[] = [];
  const walk = (n?: SchemaNode) => {
    if (!n) return;
    if (n.anchor) out.push(n.anchor);
    n.properties?.forEach(walk);
    walk(n.items);
    if (typeof n.additionalProperties === 'object') walk(n.additionalProperties);
    n.choices?.options.forEach((o) => walk(o.schema));
  };
  Object.values(model.parameters)
    .flat()
    .forEach((p) => out.push(p.anchor ?? ''));
  model.requestBody?.content.forEach((m) => walk(m.schema));
  model.responses.forEach((r) => {
    r.headers.forEach((h) => out.push(h.anchor ?? ''));
    r.content.forEach((m) => walk(m.schema));
  });
  return out;
};

describe('buildEndpointModel', () => {
  it('groups parameters by location with type, format, constraints and examples', () => {
    const model = endpoint('GET', '/users');
    expect(Object.fromEntries(Object.entries(model.parameters).map(([k, v]) => [k, v.map((p) => p.name)]))).toEqual({
      path: [],
      query: ['limit'],
      header: ['X-Request-Id'],
      cookie: ['session'],
    });
    expect(model.parameters.query[0]).toMatchObject({
      anchor: 'limit',
      required: false,
      description: 'How many users to return.',
      schema: { type: 'integer', format: 'int32', default: 20, constraints: { minimum: 1, maximum: 100 } },
      examples: [{ name: 'Example', value: 10 }],
    });
  });

  it('merges path-level parameters and servers (operation > path > document)', () => {
    const get = endpoint('GET', '/users/{id}');
    expect(get.parameters.path.map((p) => [p.name, p.required])).toEqual([['id', true]]);
    expect(get.servers.map((s) => s.url)).toEqual(['https://users.shop.test']);
    expect(endpoint('POST', '/orders').servers.map((s) => s.url)).toEqual(['https://orders.shop.test']);
    expect(endpoint('GET', '/users').servers[0]).toEqual({
      url: 'https://api.shop.test/{version}',
      description: 'Production',
      variables: { version: { default: 'v2', enum: ['v1', 'v2'] } },
    });
  });

  it('resolves security requirements, with operation overrides and public operations', () => {
    expect(endpoint('GET', '/users').security).toEqual([
      [{ key: 'bearerAuth', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', scopes: [] }],
    ]);
    expect(endpoint('POST', '/users').security).toEqual([
      [{ key: 'apiKeyHeader', type: 'apiKey', in: 'header', paramName: 'X-API-Key', default: 'test-key', scopes: [] }],
      [{ key: 'basicAuth', type: 'http', scheme: 'basic', scopes: [] }],
    ]);
    expect(endpoint('GET', '/health').security).toEqual([]);
  });

  it('request bodies per media type hide readOnly; responses hide writeOnly', () => {
    const post = endpoint('POST', '/users');
    expect(post.requestBody?.required).toBe(true);
    expect(post.requestBody?.content.map((m) => m.mediaType)).toEqual(['application/json', 'multipart/form-data']);
    const body = post.requestBody?.content[0].schema;
    expect(body?.properties?.map((p) => p.name)).toEqual(['name', 'password', 'email', 'role', 'kind', 'address', 'tags', 'metadata']);
    const response = post.responses[0].content[0].schema;
    expect(response?.properties?.map((p) => p.name)).toEqual(['id', 'name', 'email', 'role', 'kind', 'address', 'tags', 'metadata']);
    expect(field(response, 'id')).toMatchObject({ readOnly: true, required: true, examples: ['u_1'] });
  });

  it('3.1 type arrays, const, enum/default, additionalProperties, nested anchors', () => {
    const user = endpoint('POST', '/users').requestBody?.content[0].schema;
    expect(field(user, 'email')).toMatchObject({ type: 'string', nullable: true, format: 'email' });
    expect(field(user, 'kind')).toMatchObject({ type: 'string', const: 'person' });
    expect(field(user, 'role')).toMatchObject({ enum: ['admin', 'member'], default: 'member' });
    expect(field(user, 'metadata')?.additionalProperties).toMatchObject({ anchor: 'metadata.*', type: 'string' });
    expect(field(field(user, 'address'), 'city')?.anchor).toBe('address.city');
    expect(field(field(user, 'tags')?.items, 'id')?.anchor).toBe('tags[].id');
    expect(field(user, 'address')?.refName).toBe('Address');
  });

  it('oneOf as titled choices with discriminator, allOf merged, recursion marked after one level', () => {
    const order = endpoint('POST', '/orders').requestBody?.content[0].schema;
    const payment = field(order, 'payment');
    expect(payment?.choices?.kind).toBe('oneOf');
    expect(payment?.choices?.options.map((o) => o.title)).toEqual(['Card', 'Bank transfer']);
    expect(payment?.choices?.options[0].schema.properties?.map((p) => [p.name, p.required ?? false])).toEqual([
      ['method', true],
      ['last4', false],
    ]);
    expect(payment?.choices?.discriminator).toEqual({
      propertyName: 'method',
      mapping: { card: '#/components/schemas/Card', bank: '#/components/schemas/BankTransfer' },
    });
    const category = field(order, 'category');
    expect(field(category, 'parent')).toMatchObject({ anchor: 'category.parent', refName: 'Category', recursive: true, type: 'object' });
    expect(field(category, 'parent')?.properties).toBeUndefined();
  });

  it('responses: status, description, headers, named examples, generated examples', () => {
    const list = endpoint('GET', '/users');
    expect(list.responses[0]).toMatchObject({
      status: '200',
      description: 'A page of users.',
      headers: [{ name: 'X-Total', anchor: '200.header.X-Total' }],
    });
    expect(list.responses[0].content[0].examples.map((e) => [e.name, e.summary])).toEqual([
      ['one', 'One user'],
      ['none', 'Nobody'],
    ]);
    expect(field(list.responses[0].content[0].schema?.items, 'id')?.anchor).toBe('200[].id');
    const generated = endpoint('GET', '/users/{id}').responses[0].content[0].examples[0];
    expect(generated).toMatchObject({ name: 'Example', generated: true });
    expect(generated.value).toMatchObject({ id: 'u_1', name: expect.any(String) });
    expect(generated.value).not.toHaveProperty('password');
    expect(endpoint('GET', '/users/{id}').responses[1]).toMatchObject({ status: '404', description: 'Not found.' });
  });

  it('callbacks, deprecated, x-docs content/metadata, x-codeSamples', () => {
    const create = endpoint('POST', '/orders');
    expect(create.callbacks).toMatchObject([
      { name: 'orderShipped', expression: '{$request.body#/callbackUrl}', operations: [{ method: 'POST', summary: 'Order shipped' }] },
    ]);
    expect(field(create.callbacks[0].operations[0].requestBody?.content[0].schema, 'id')?.anchor).toBe('callback.orderShipped.id');
    const del = endpoint('DELETE', '/users/{id}');
    expect(del).toMatchObject({
      title: 'Remove a user',
      deprecated: true,
      content: 'Deleting is permanent.',
      metadata: { title: 'Remove a user', playground: 'none' },
    });
    expect(endpoint('POST', '/users').codeSamples).toEqual([{ lang: 'bash', label: 'CLI', source: 'shop users create --name Ada' }]);
  });

  it('anchors are unique on the page and stable across builds', () => {
    for (const [method, p] of [
      ['POST', '/users'],
      ['POST', '/orders'],
      ['GET', '/users'],
    ]) {
      const a = anchors(endpoint(method, p));
      expect(new Set(a).size).toBe(a.length);
      expect(anchors(endpoint(method, p))).toEqual(a);
    }
    expect(anchors(endpoint('POST', '/users'))).toContain('name-1'); // multipart/form-data repeats `name`
  });

  it('a shared schema is built once and referenced by every page that reaches it, with no anchors stored', () => {
    const user = (method: string, p: string, status: string) =>
      buildEndpointModel(shop, method, p)!.responses.find((r) => r.status === status)!.content[0].schema!;
    const [one, other] = [user('GET', '/users/{id}', '200'), user('POST', '/users', '201')];
    // The same object, not an equal copy: the second page did not expand User again.
    expect(other).toBe(one);
    expect(field(other, 'address')?.properties).toBe(field(one, 'address')?.properties);
    expect(JSON.stringify(buildEndpointModel(shop, 'POST', '/users'))).not.toContain('"anchor"');
    // Drawn on each page, the shared tree gets that page's anchors.
    expect(field(endpoint('GET', '/users/{id}').responses[0].content[0].schema, 'address')?.anchor).toBe('200.address');
  });
});

describe('webhook and schema models', () => {
  it('builds the webhook page', () => {
    expect(buildWebhookModel(shop, 'orderPaid')).toMatchObject({
      kind: 'webhook',
      name: 'orderPaid',
      title: 'Order paid',
      method: 'POST',
      description: 'Sent when an order is paid.',
    });
    expect(buildWebhookModel(shop, 'nope')).toBeUndefined();
  });

  it('builds a schema page with a generated example, recursion marked', () => {
    const model = buildSchemaModel(shop, 'Category');
    expect(model?.schema.properties?.map((p) => [p.name, p.recursive ?? false])).toEqual([
      ['name', false],
      ['parent', true],
    ]);
    expect(model?.example).toMatchObject({ name: expect.any(String) });
    expect(() => JSON.stringify(model)).not.toThrow();
  });
});

describe('toPlaygroundDto', () => {
  it('keeps $refs and ships only the schemas the operation reaches', async () => {
    const { toPlaygroundDto } = await import('./to-playground');
    const { findOperation } = await import('./operations');
    const dto = toPlaygroundDto(shop.doc, findOperation(shop.doc, 'POST', '/orders')!);
    expect(dto.body?.content[0].schema).toEqual({ $ref: '#/components/schemas/Order' });
    expect(Object.keys(dto.schemas).sort()).toEqual(
      ['Order', 'Card', 'BankTransfer', 'PaymentBase', 'Category'].map((n) => `#/components/schemas/${n}`).sort(),
    );
    expect(dto.servers.map((s) => s.url)).toEqual(['https://orders.shop.test']);
    expect(() => JSON.stringify(dto)).not.toThrow();
  });
});
