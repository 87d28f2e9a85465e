import { describe, expect, it } from 'vitest';
import type { NavItem, NavRoot } from '../config/types';
import type { RouteEntry } from '../site/types';
import { buildReaderKey, getSiteGroups, parseReaderKey } from './reader-key';

const SECRET = 'test-secret-0123456789abcdef';
const route = (extra: Partial<RouteEntry>) => ({ url: '/x', ...extra }) as RouteEntry;
const nav = (children: unknown[], extra: Partial<NavRoot> = {}) =>
  ({ kind: 'root', jsonPath: 'navigation', file: 'docs.json', children: children as NavItem[], global: [], ...extra }) as NavRoot;

describe('getSiteGroups', () => {
  it('collects the groups of pages, playground rules, navigation elements at any depth and the root', () => {
    const groups = getSiteGroups({
      routes: [route({ groups: ['page'] }), route({ playgroundGroups: ['pg'] }), route({})],
      nav: nav([{ kind: 'tab', groups: ['tab'], children: [{ kind: 'group', groups: ['inner'], children: [] }] }], { groups: ['root'] }),
    });
    expect([...groups].sort()).toEqual(['inner', 'page', 'pg', 'root', 'tab']);
  });
});

describe('buildReaderKey', () => {
  const named = new Set(['alpha', 'beta']);

  it('keeps only the groups the site names, so they change no byte of the key', () => {
    expect(buildReaderKey(['alpha', 'unrelated'], named, SECRET)).toBe(buildReaderKey(['alpha'], named, SECRET));
  });

  it('does not depend on order or repeats', () => {
    expect(buildReaderKey(['beta', 'alpha', 'beta'], named, SECRET)).toBe(buildReaderKey(['alpha', 'beta'], named, SECRET));
  });

  it.each([
    // given: two readers' groups → different keys
    [['alpha'], ['beta']],
    [['alpha'], ['alpha', 'beta']],
    [[], ['alpha']],
  ])('%j and %j get different keys', (a, b) => {
    expect(buildReaderKey(a, named, SECRET)).not.toBe(buildReaderKey(b, named, SECRET));
  });

  it('is one URL path segment that the rewrite in reader-route.ts accepts', () => {
    expect(buildReaderKey(['a/b', 'ü ?#%'], new Set(['a/b', 'ü ?#%']), SECRET)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });
});

describe('parseReaderKey', () => {
  const key = buildReaderKey(['beta', 'alpha'], new Set(['alpha', 'beta']), SECRET);

  it('gives back a signed-in reader in the key’s groups', () => {
    expect(parseReaderKey(key, SECRET)).toEqual({ signedIn: true, groups: ['alpha', 'beta'] });
  });

  it.each([
    ['another secret', key, 'other-secret'],
    ['no secret', key, ''],
    ['groups changed', `${Buffer.from('["alpha","beta","gamma"]').toString('base64url')}.${key.split('.')[1]}`, SECRET],
    ['signature cut', key.slice(0, -1), SECRET],
    ['no signature', key.split('.')[0], SECRET],
    ['not JSON', `abc.${key.split('.')[1]}`, SECRET],
  ])('refuses a key with %s', (_, given, secret) => {
    expect(parseReaderKey(given, secret)).toBeUndefined();
  });
});
