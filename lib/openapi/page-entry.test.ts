import { describe, expect, it } from 'vitest';
import { closest, parseOperationRef, parseSchemaRef, specMatches } from './page-entry';

describe('parseOperationRef (docs/docs-json.md "Page entries")', () => {
  const cases: [string, ReturnType<typeof parseOperationRef>][] = [
    ['GET /users', { kind: 'operation', spec: undefined, method: 'GET', path: '/users' }],
    ['openapi/v2.yaml POST /users', { kind: 'operation', spec: 'openapi/v2.yaml', method: 'POST', path: '/users' }],
    ['/openapi.json DELETE /users/{id}', { kind: 'operation', spec: 'openapi.json', method: 'DELETE', path: '/users/{id}' }],
    ['v2 PATCH /users/', { kind: 'operation', spec: 'v2', method: 'PATCH', path: '/users/' }],
    ['webhook orderPaid', { kind: 'webhook', spec: undefined, name: 'orderPaid' }],
    ['openapi/v2.yaml webhook orderPaid', { kind: 'webhook', spec: 'openapi/v2.yaml', name: 'orderPaid' }],
    ['WEBHOOK orderPaid', { kind: 'webhook', spec: undefined, name: 'orderPaid' }],
    ['openapi/v2.yaml WebHook orderPaid', { kind: 'webhook', spec: 'openapi/v2.yaml', name: 'orderPaid' }],
    ['https://x.test/spec.json GET /a', { kind: 'operation', spec: 'https://x.test/spec.json', method: 'GET', path: '/a' }],
    ['  GET   /spaced  ', { kind: 'operation', spec: undefined, method: 'GET', path: '/spaced' }],
    ['get /users', undefined],
    ['FETCH /users', undefined],
    ['GET users', undefined],
    ['guides/quickstart', undefined],
    ['a b c d', undefined],
  ];
  it.each(cases)('%j', (given, want) => expect(parseOperationRef(given)).toEqual(want));

  it('accepts any method case for frontmatter', () => {
    expect(parseOperationRef('get /users', true)).toEqual({ kind: 'operation', spec: undefined, method: 'GET', path: '/users' });
  });
});

describe('parseSchemaRef', () => {
  it.each([
    ['User', { kind: 'schema', name: 'User' }],
    ['shop.yaml User', { kind: 'schema', spec: 'shop.yaml', name: 'User' }],
    ['/api/shop.yaml Order', { kind: 'schema', spec: 'api/shop.yaml', name: 'Order' }],
    ['', undefined],
    ['a b c', undefined],
  ] as const)('%j', (given, want) => expect(parseSchemaRef(given)).toEqual(want));
});

describe('specMatches: path or file stem', () => {
  const spec = { source: 'openapi/v2.yaml', file: 'content/openapi/v2.yaml' };
  it.each([
    ['openapi/v2.yaml', true],
    ['/openapi/v2.yaml', true],
    ['content/openapi/v2.yaml', true],
    ['v2', true],
    ['v2.yaml', false],
    ['v3', false],
  ] as const)('%s → %s', (token, want) => expect(specMatches(token, spec)).toBe(want));
  it('URL specs match only by URL', () => {
    expect(specMatches('spec', { source: 'https://x.test/spec.json', file: 'https://x.test/spec.json' })).toBe(false);
  });
});

describe('closest', () => {
  it('ranks by edit distance', () => {
    expect(closest('GET /user', ['POST /orders', 'GET /users', 'GET /users/{id}', 'DELETE /x'], 2)).toEqual([
      'GET /users',
      'GET /users/{id}',
    ]);
  });
});
