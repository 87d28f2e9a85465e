import { describe, expect, it } from 'vitest';
import { parsePageEntry } from './page-entry';

describe('parsePageEntry', () => {
  it.each([
    ['guides/quickstart', { kind: 'page', entry: 'guides/quickstart' }],
    ['/guides/quickstart', { kind: 'page', entry: 'guides/quickstart' }],
    ['  index  ', { kind: 'page', entry: 'index' }],
    ['GET /users', { kind: 'operation', spec: undefined, method: 'GET', path: '/users' }],
    ['DELETE  /users/{id}', { kind: 'operation', spec: undefined, method: 'DELETE', path: '/users/{id}' }],
    ['openapi/v2.yaml POST /users', { kind: 'operation', spec: 'openapi/v2.yaml', method: 'POST', path: '/users' }],
    ['/openapi.json PATCH /users', { kind: 'operation', spec: 'openapi.json', method: 'PATCH', path: '/users' }],
    ['webhook orderPaid', { kind: 'webhook', spec: undefined, name: 'orderPaid' }],
    ['openapi/v2.yaml webhook orderPaid', { kind: 'webhook', spec: 'openapi/v2.yaml', name: 'orderPaid' }],
    ['WEBHOOK orderPaid', { kind: 'webhook', spec: undefined, name: 'orderPaid' }],
    ['openapi/v2.yaml Webhook orderPaid', { kind: 'webhook', spec: 'openapi/v2.yaml', name: 'orderPaid' }],
    // Mintlify reads methods in any case, and any other entry as a page path, spaces included.
    ['get /users', { kind: 'operation', spec: undefined, method: 'GET', path: '/users' }],
    ['spec.yaml post /users', { kind: 'operation', spec: 'spec.yaml', method: 'POST', path: '/users' }],
    ['Getting Started/Install Guide', { kind: 'page', entry: 'Getting Started/Install Guide' }],
    ['/my page', { kind: 'page', entry: 'my page' }],
    ['FETCH /users', { kind: 'page', entry: 'FETCH /users' }],
    ['a b c d', { kind: 'page', entry: 'a b c d' }],
  ])('%s', (entry, want) => {
    expect(parsePageEntry(entry)).toEqual(want);
  });

  it.each([
    ['', /^found an empty page entry; a page entry is/],
    ['/', /^found `\/`, which names no page/],
    ['GET users', /^`GET users`: an operation path starts with `\/`; write `GET \/users`$/],
    ['spec.yaml post users', /write `spec\.yaml POST \/users`$/],
  ])('%j is refused', (entry, message) => {
    expect(parsePageEntry(entry)).toMatch(message);
  });
});
