import { describe, expect, it } from 'vitest';
import { toDemoRedirect } from './redirect-target';

describe('toDemoRedirect', () => {
  it.each([
    [null, '/demo-api/json'],
    ['', '/demo-api/json'],
    ['/demo-api/json', '/demo-api/json'],
    ['/demo-api/echo?q=a%20b&x=1', '/demo-api/echo?q=a%20b&x=1'],
    ['/demo-api/redirect?to=/demo-api/json', '/demo-api/redirect?to=/demo-api/json'],
    ['/demo-api/a/../json', '/demo-api/json'],
    ['/demo-api/..%2fjson', '/demo-api/..%2fjson'],
  ])('%j → %j', (to, want) => {
    expect(toDemoRedirect(to)).toBe(want);
  });

  it.each([
    'https://evil.example/',
    'http://127.0.0.1:3000/demo-api/json',
    '//evil.example/demo-api/json',
    '/\\evil.example/demo-api/json',
    '/demo-api\\..\\..\\evil',
    '/demo-api/../evil',
    '/demo-api/%2e%2e/evil',
    '/demo-api/\t../evil',
    ' /demo-api/json',
    '\n/demo-api/json',
    'javascript:alert(1)//demo-api/',
    '/demo-apix/json',
    '/demo-api',
    '/json',
    'demo-api/json',
  ])('refuses %j', (to) => {
    expect(toDemoRedirect(to)).toBeNull();
  });
});
