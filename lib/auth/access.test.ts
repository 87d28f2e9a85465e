import { beforeAll, describe, expect, it } from 'vitest';
import { MATRIX, USERS, VIEWERS, forbiddenMarkers, type ViewerName } from '@/e2e/auth/matrix';
import type { NavItem } from '../config/types';
import { loadSite } from '../site/load-site';
import { buildLayoutModel, type SidebarItem } from '../site/layout-model';
import type { Site } from '../site/types';
import { canView, filterNav, hasGating, visibleSite } from './access';
import { filterSpecForViewer } from './filter-spec';
import { canUsePlayground, getPlaygroundMode, playgroundSettings } from './playground-access';
import { ANONYMOUS, type Viewer } from './viewer';

const viewers: Record<ViewerName, Viewer> = {
  signedOut: ANONYMOUS,
  alpha: { signedIn: true, name: USERS.alpha.name, groups: [...USERS.alpha.groups] },
  beta: { signedIn: true, name: USERS.beta.name, groups: [...USERS.beta.groups] },
};

let site: Site;
beforeAll(async () => {
  site = await loadSite('test/fixtures/auth-site');
  expect(site.problems.filter((p) => p.severity === 'error')).toEqual([]);
});

const labels = (items: SidebarItem[]): string[] => items.flatMap((i) => (i.type === 'group' ? [i.label, ...labels(i.items)] : [i.label]));

describe('the auth fixture matrix', () => {
  it('covers every route of the fixture', () => {
    expect(
      site.routes
        .filter((r) => r.kind !== 'schema')
        .map((r) => r.url)
        .sort(),
    ).toEqual(
      MATRIX.filter((r) => r.inNav !== false)
        .map((r) => r.url)
        .sort(),
    );
  });

  for (const name of VIEWERS) {
    it(`pages, navigation and playgrounds for ${name}`, () => {
      const viewer = viewers[name];
      const shown = visibleSite(site, viewer);
      for (const row of MATRIX) {
        const route = site.byUrl.get(row.url)!;
        expect(route, row.url).toBeDefined();
        expect([row.url, canView(route, viewer)]).toEqual([row.url, row.page[name]]);
        expect([row.url, shown.byUrl.has(row.url)]).toEqual([row.url, row.page[name]]);
        if (row.playground)
          expect([row.url, canView(route, viewer) && canUsePlayground(route, viewer, playgroundSettings(site))]).toEqual([
            row.url,
            row.playground[name],
          ]);
      }
      // Every tab and sidebar as this viewer: gated titles and empty gated sections are absent.
      const seen = new Set<string>();
      for (const row of MATRIX.filter((r) => r.page[name] && r.inNav !== false)) {
        const layout = buildLayoutModel(shown.nav!, shown.byUrl, row.url);
        for (const level of layout.levels) for (const item of level.items) seen.add(item.label);
        for (const label of labels(layout.sidebar)) seen.add(label);
      }
      for (const row of MATRIX.filter((r) => r.inNav !== false))
        expect([row.title, seen.has(row.title)]).toEqual([row.title, row.page[name]]);
      // Gated sections that hold a public page stay, listing only what the viewer may open.
      expect(seen.has('Beta lab')).toBe(true);
      expect(seen.has('Alpha team')).toBe(true);
      const text = JSON.stringify(shown.nav);
      for (const marker of forbiddenMarkers(name)) expect(text).not.toContain(marker);
    });

    it(`the downloaded spec for ${name} holds nothing gated`, () => {
      const spec = [...site.specs.values()][0];
      const routes = site.routes.filter((r) => r.spec === spec.source);
      const filtered = filterSpecForViewer(spec.doc, viewers[name], { routes, root: { public: site.nav?.public } });
      const text = JSON.stringify(filtered);
      for (const marker of forbiddenMarkers(name)) expect(text).not.toContain(marker);
      expect(text).toContain('List open things');
      expect(text.includes('Marker Beta Secret Operation')).toBe(name === 'beta');
      expect(text.includes('"Thing"')).toBe(true); // used by a public operation: kept
      expect(JSON.stringify(spec.doc)).toContain('markerBetaSecretParam'); // the loaded document is untouched
    });
  }

  it('is a site with gating; the same pages without access fields are not', () => {
    expect(hasGating(site)).toBe(true);
    const open = { ...site, routes: site.routes.map((r) => ({ ...r, groups: undefined, public: undefined, playground: undefined })) };
    expect(hasGating(open)).toBe(false);
  });
});

describe('canView', () => {
  it.each<[string, { groups?: string[]; public?: boolean }, Viewer, boolean]>([
    ['no access fields: everyone', {}, ANONYMOUS, true],
    ['public: false: signed out refused', { public: false }, ANONYMOUS, false],
    ['public: false: signed in admitted', { public: false }, viewers.beta, true],
    ['groups: non-member refused', { groups: ['alpha'] }, viewers.beta, false],
    ['groups: member admitted', { groups: ['alpha', 'x'] }, viewers.alpha, true],
    ['groups: signed out refused', { groups: ['alpha'] }, ANONYMOUS, false],
    ['groups: a signed-out viewer claiming groups is still refused', { groups: ['alpha'] }, { signedIn: false, groups: ['alpha'] }, false],
  ])('%s', (_, entry, viewer, want) => expect(canView(entry, viewer)).toBe(want));
});

describe('getPlaygroundMode', () => {
  it.each<[string, Parameters<typeof getPlaygroundMode>[0], Viewer, { display?: 'interactive' | 'simple' | 'auth' | 'none' }, string]>([
    ['default is interactive', {}, ANONYMOUS, {}, 'interactive'],
    ['site simple', {}, ANONYMOUS, { display: 'simple' }, 'simple'],
    ['site auth, signed out: none', {}, ANONYMOUS, { display: 'auth' }, 'none'],
    ['site auth, signed in', {}, viewers.beta, { display: 'auth' }, 'interactive'],
    ['page auth overrides site interactive', { playground: 'auth' }, ANONYMOUS, {}, 'none'],
    ['page auth with groups, member', { playground: 'auth', playgroundGroups: ['beta'] }, viewers.beta, {}, 'interactive'],
    ['page auth with groups, non-member', { playground: 'auth', playgroundGroups: ['beta'] }, viewers.alpha, {}, 'none'],
    ['page interactive overrides site auth', { playground: 'interactive' }, ANONYMOUS, { display: 'auth' }, 'interactive'],
    ['page none', { playground: 'none' }, viewers.alpha, {}, 'none'],
  ])('%s', (_, target, viewer, settings, want) => expect(getPlaygroundMode(target, viewer, settings)).toBe(want));
});

describe('filterNav', () => {
  it('drops a group left empty, label and all', () => {
    const page = { kind: 'page', entry: 'secret', jsonPath: 'p', file: 'docs.json' } as NavItem;
    const group = { kind: 'group', label: 'Staff corner', children: [page], jsonPath: 'g', file: 'docs.json' } as NavItem;
    const nav = { kind: 'root' as const, jsonPath: 'navigation' as const, file: 'docs.json', children: [group], global: [] };
    const byUrl = new Map([['/secret', { url: '/secret', groups: ['staff'] } as never]]);
    expect(filterNav(nav, ANONYMOUS, byUrl).children).toEqual([]);
    expect(JSON.stringify(filterNav(nav, { signedIn: true, groups: ['staff'] }, byUrl).children)).toContain('Staff corner');
  });

  it('drops link elements gated away from the viewer', () => {
    const link = {
      kind: 'link',
      label: 'Staff wiki',
      href: 'https://wiki.example',
      groups: ['staff'],
      jsonPath: 'x',
      file: 'docs.json',
    } as NavItem;
    const nav = { kind: 'root' as const, jsonPath: 'navigation' as const, file: 'docs.json', children: [link], global: [] };
    expect(filterNav(nav, ANONYMOUS, new Map()).children).toEqual([]);
    expect(filterNav(nav, { signedIn: true, groups: ['staff'] }, new Map()).children).toHaveLength(1);
  });
});
