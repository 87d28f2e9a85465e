import { describe, expect, it } from 'vitest';
import { isAllowedTarget, type AllowRule } from './allow-list';

const origin = 'http://127.0.0.1:3210';
const region: AllowRule = { url: 'https://{region}.api.test/{version}', variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v1' } } };

describe('isAllowedTarget', () => {
  it.each([
    [[{ url: 'https://api.test/v1' }], 'https://api.test/v1/users?x=1', true],
    [[{ url: 'https://api.test/v1/' }], 'https://api.test/v1', true],
    [[{ url: 'https://api.test/v1' }], 'https://api.test/v10/users', false],
    [[{ url: 'https://api.test/v1' }], 'https://api.test.evil/v1/users', false],
    [[{ url: 'https://api.test/v1' }], 'http://api.test/v1/users', false],
    [[{ url: 'https://api.test:443' }], 'https://api.test/x', true],
    [[{ url: 'https://API.test' }], 'https://api.test/x', true],
    [[{ url: 'https://api.test' }], 'https://u:p@api.test/x', false],
    [[{ url: 'https://api.test' }], 'ftp://api.test/x', false],
    [[region], 'https://us.api.test/v2/users', true],
    [[region], 'https://asia.api.test/v2/users', false],
    [[region], 'https://eu.api.test/a/b', true],
    [[{ url: 'https://{tenant}.api.test', variables: { tenant: { default: 'acme' } } }], 'https://x.y.api.test/', false],
    [[{ url: '{scheme}://api.test', variables: { scheme: { default: 'https', enum: ['https'] } } }], 'https://api.test/a', true],
    [[{ url: '/' }], 'http://127.0.0.1:3210/demo-api/json', true],
    [[{ url: '/demo-api' }], 'http://127.0.0.1:3210/demo-api/json', true],
    [[{ url: '/demo-api' }], 'http://127.0.0.1:3210/api/playground/proxy', false],
    [[{ url: '/' }], 'http://localhost:3210/demo-api/json', false],
  ] as const)('%j allows %s: %s', (rules, target, want) => {
    expect(isAllowedTarget(new URL(target), rules as unknown as AllowRule[], origin)).toBe(want);
  });
});
