import { describe, expect, it } from 'vitest';
import { isPrerenderedAtBuild, paramsOfUrl } from './prerender-plan';
import type { RouteEntry } from './types';

describe('isPrerenderedAtBuild', () => {
  const cases: [RouteEntry['kind'], string, boolean, boolean][] = [
    ['page', '/', true, true],
    ['page', '/guides/quickstart', true, true],
    // A page left out of the navigation is still a page readers link to.
    ['page', '/guides/unlisted', false, true],
    ['endpoint', '/api-reference/repos/list-environments', true, true],
    ['webhook', '/api-reference/webhooks/push', true, true],
    // Generated, not in the sidebar, reached from endpoint pages: rendered on the first request, then cached.
    ['schema', '/api-reference/schemas/repository', false, false],
    // An MDX page with `openapi-schema` frontmatter, listed in the navigation.
    ['schema', '/guides/the-pet-object', true, true],
    // A URL that cannot be a file name is never prerendered, whatever its kind.
    ['endpoint', '/api-reference/what-is-new?', true, false],
  ];
  it.each(cases)('%s %s (in nav: %s) → %s', (kind, url, inNav, want) => {
    expect(isPrerenderedAtBuild({ kind, url, inNav })).toBe(want);
  });
});

describe('paramsOfUrl', () => {
  it.each([
    ['/', []],
    ['/a', ['a']],
    ['/api-reference/repos/list-environments', ['api-reference', 'repos', 'list-environments']],
  ])('%s → %j', (url, slug) => {
    expect(paramsOfUrl(url)).toEqual({ slug });
  });
});
