import { describe, expect, it } from 'vitest';
import { isAllowedTarget, isOperationTarget, type AllowRule } from './allow-list';

const origin = 'http://127.0.0.1:3210';
const region: AllowRule = {
  url: 'https://{region}.api.test/{version}',
  variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v1' } },
};

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
    [[{ url: 'http://[::ffff:127.0.0.1]:8080/v1' }], 'http://[::ffff:7f00:1]:8080/v1/x', true],
    [[{ url: 'https://api.test/v1' }], 'https://api.test/v1/a%2Fb', false],
  ] as const)('%j allows %s: %s', (rules, target, want) => {
    expect(isAllowedTarget(new URL(target), rules as unknown as AllowRule[], origin)).toBe(want);
  });

  it('never resolves a relative server without the site’s configured origin', () => {
    expect(isAllowedTarget(new URL('http://127.0.0.1:3210/demo-api/json'), [{ url: '/' }], undefined)).toBe(false);
    expect(isAllowedTarget(new URL('http://evil.test/demo-api/json'), [{ url: '/demo-api' }], undefined)).toBe(false);
  });
});

describe('isOperationTarget', () => {
  const api: AllowRule[] = [{ url: 'https://api.test/v1' }];
  it.each([
    [api, '/users/{id}', 'https://api.test/v1/users/42', true],
    [api, '/users/{id}', 'https://api.test/v1/users/42?q=/admin', true],
    [api, '/users/{id}', 'https://api.test/v1/users/42/secret', false],
    [api, '/users/{id}', 'https://api.test/v1/users/', false],
    [api, '/users/{id}', 'https://api.test/v1/users', false],
    [api, '/users/{id}', 'https://api.test/v1/admin', false],
    [api, '/users/{id}', 'https://api.test/users/42', false],
    [api, '/users/{id}', 'https://api.test/v1/users/42%2Fsecret', false],
    [api, '/users/{id}', 'https://api.test/v1/users/%2e%2e/admin', false],
    [api, '/users/{id}', 'https://api.test/v1/users/ada%20lovelace', true],
    [api, '/users/me', 'https://api.test/v1/users/%6De', true],
    [api, '/users/me', 'https://api.test/v1/Users/me', false],
    [api, '/files/{name}.json', 'https://api.test/v1/files/a.json', true],
    [api, '/files/{name}.json', 'https://api.test/v1/files/.json', false],
    [api, '/', 'https://api.test/v1/', true],
    [api, '/', 'https://api.test/v1/x', false],
    [[{ url: 'https://api.test' }], '/', 'https://api.test/', true],
    [
      [
        {
          url: 'https://{region}.api.test/{v}',
          variables: { region: { default: 'eu', enum: ['eu'] }, v: { default: 'v1', enum: ['v1', 'v2'] } },
        },
      ],
      '/users/{id}',
      'https://eu.api.test/v2/users/1',
      true,
    ],
    [
      [
        {
          url: 'https://{region}.api.test/{v}',
          variables: { region: { default: 'eu', enum: ['eu'] }, v: { default: 'v1', enum: ['v1', 'v2'] } },
        },
      ],
      '/users/{id}',
      'https://eu.api.test/v3/users/1',
      false,
    ],
    [[{ url: '/demo-api' }], '/echo', 'http://127.0.0.1:3210/demo-api/echo', true],
  ] as const)('%j + %s: %s → %s', (rules, path, target, want) => {
    expect(isOperationTarget(new URL(target), rules as unknown as AllowRule[], origin, path)).toBe(want);
  });
});
