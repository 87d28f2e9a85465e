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
  ])('%s', (entry, want) => {
    expect(parsePageEntry(entry)).toEqual(want);
  });

  it.each([
    ['', /^found an empty page entry; a page entry is/],
    ['/', /^found `\/`, which names no page/],
    ['get /users', /^`get \/users`: HTTP methods are written in uppercase; write `GET \/users`$/],
    ['spec.yaml post /users', /write `spec\.yaml POST \/users`$/],
    ['GET users', /^`GET users`: an operation path starts with `\/`; write `GET \/users`$/],
    ['FETCH /users', /`FETCH` is neither an HTTP method nor `webhook`/],
    ['my page', /`my` is neither an HTTP method nor `webhook`/],
    ['a b c d', /has 4 words/],
  ])('%j is refused', (entry, message) => {
    expect(parsePageEntry(entry)).toMatch(message);
  });
});
