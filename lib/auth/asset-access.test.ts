import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '@/e2e/auth/matrix';
import { loadSite } from '../site/load-site';
import type { Site } from '../site/types';
import { canFetchAsset, isGatedAsset } from './asset-access';
import { ANONYMOUS, type Viewer } from './viewer';

const alpha: Viewer = { signedIn: true, name: USERS.alpha.name, groups: [...USERS.alpha.groups] };
const beta: Viewer = { signedIn: true, name: USERS.beta.name, groups: [...USERS.beta.groups] };
const dir = path.resolve('test/fixtures/auth-site');
const file = (name: string) => path.join(dir, name);

let site: Site;
beforeAll(async () => {
  site = await loadSite('test/fixtures/auth-site');
});

describe('files beside gated pages (test/fixtures/auth-site)', () => {
  it('a file only a gated page shows goes to that page’s readers only', () => {
    // team/plan.mdx (group alpha) shows ./plan-chart.svg; beta/home.mdx (tab beta) links /beta/lab-notes.txt.
    expect(isGatedAsset(site, file('team/plan-chart.svg'))).toBe(true);
    expect([ANONYMOUS, alpha, beta].map((v) => canFetchAsset(site, file('team/plan-chart.svg'), v))).toEqual([false, true, false]);
    expect([ANONYMOUS, alpha, beta].map((v) => canFetchAsset(site, file('beta/lab-notes.txt'), v))).toEqual([false, false, true]);
  });

  it('a file a public page also shows, or that no page shows, stays public', () => {
    // shared-diagram.svg: shown by the public home page and by the gated team plan.
    expect(isGatedAsset(site, file('shared-diagram.svg'))).toBe(false);
    expect(canFetchAsset(site, file('shared-diagram.svg'), ANONYMOUS)).toBe(true);
    expect(canFetchAsset(site, file('api/no-page-shows-this.png'), ANONYMOUS)).toBe(true);
  });

  it('on a site without gating every file is public', async () => {
    const open = await loadSite('test/fixtures/components-site');
    expect(open.routes.length).toBeGreaterThan(0);
    expect(isGatedAsset(open, path.resolve('test/fixtures/components-site/images/any.png'))).toBe(false);
  });
});
