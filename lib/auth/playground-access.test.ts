import { describe, expect, it } from 'vitest';
import type { RouteEntry, Site } from '../site/types';
import { canUsePlaygroundAt } from './playground-access';
import { ANONYMOUS, type Viewer } from './viewer';

const page = (url: string, extra: Partial<RouteEntry>): RouteEntry => ({
  url,
  kind: 'page',
  title: url,
  file: `${url.slice(1)}.mdx`,
  hidden: false,
  inNav: true,
  ...extra,
});

/** Hand-written endpoint pages (frontmatter `api`) follow the same rules as generated ones. */
describe('canUsePlaygroundAt, hand-written endpoint pages', () => {
  const routes = [
    page('/open', { frontmatter: { api: 'POST /x' } }),
    page('/plain', { frontmatter: {} }),
    page('/members', { frontmatter: { api: 'POST /x' }, groups: ['staff'] }),
    page('/auth', { frontmatter: { api: 'POST /x', playground: 'auth' }, playground: 'auth' }),
    page('/off', { frontmatter: { api: 'POST /x', playground: 'none' }, playground: 'none' }),
  ];
  const site = { config: null, byUrl: new Map(routes.map((r) => [r.url, r])) } as unknown as Site;
  const staff: Viewer = { signedIn: true, groups: ['staff'] };
  const cases: [string, Viewer, boolean][] = [
    ['/open', ANONYMOUS, true],
    ['/plain', ANONYMOUS, false],
    ['/members', ANONYMOUS, false],
    ['/members', staff, true],
    ['/auth', ANONYMOUS, false],
    ['/auth', staff, true],
    ['/off', staff, false],
  ];
  it.each(cases)('%s for %j → %s', (url, viewer, expected) => expect(canUsePlaygroundAt(site, url, viewer)).toBe(expected));
});
