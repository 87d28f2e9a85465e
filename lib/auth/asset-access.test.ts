import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '@/e2e/auth/matrix';
import { loadSite } from '../site/load-site';
import type { Site } from '../site/types';
import { canFetchAsset, isGatedAsset, warmAssetIndex } from './asset-access';
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

  it('every file team/embeds.mdx loads, through any element or its snippet, is the alpha team’s', () => {
    const embeds = [
      'object-data.svg',
      'embed-src.svg',
      'video-poster.png',
      'source-src.webm',
      'track-src.txt',
      'audio-src.wav',
      'picture-source-1x.png',
      'picture-source-2x.png',
      'img-srcset-1x.png',
      'img-srcset-2x.png',
      'iframe-src.txt',
      'input-image.png',
      'reference-image.png',
      'snippet-image.png',
    ];
    for (const name of embeds) {
      expect([name, [ANONYMOUS, alpha, beta].map((v) => canFetchAsset(site, file(`team/embeds/${name}`), v))]).toEqual([
        name,
        [false, true, false],
      ]);
    }
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

describe('warmAssetIndex (a server start)', () => {
  it('builds the index then, not at the first file asked for: a page edited afterwards is not read again', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'lectern-asset-warm-'));
    const navigation = { groups: [{ group: 'Team', groups: ['team'], pages: ['plan'] }] };
    writeFileSync(path.join(root, 'docs.json'), JSON.stringify({ name: 'T', navigation }));
    writeFileSync(path.join(root, 'plan.mdx'), '---\ntitle: Plan\n---\n\n![Chart](./chart.svg)\n');
    writeFileSync(path.join(root, 'chart.svg'), '<svg/>');
    try {
      const warmed = await loadSite(root);
      expect(warmAssetIndex(warmed)).toBe('gated files indexed from the pages');
      // The page no longer shows the chart; the index built at start still has it (the site reloads on a swap).
      writeFileSync(path.join(root, 'plan.mdx'), '---\ntitle: Plan\n---\n\nNo chart now.\n');
      expect(isGatedAsset(warmed, path.join(root, 'chart.svg'))).toBe(true);
      // A site whose index was not warmed builds it at the first question, from the page as it is now.
      const cold = await loadSite(root);
      expect(isGatedAsset(cold, path.join(root, 'chart.svg'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('has nothing to build on a site without gating', async () => {
    expect(warmAssetIndex(await loadSite('test/fixtures/components-site'))).toBeUndefined();
  });
});

describe('which files a gated page holds (a docs folder written for each rule)', () => {
  let root: string;
  let tmp: Site;
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  const gated = (name: string) => isGatedAsset(tmp, path.join(root, name));

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'lectern-asset-access-'));
    write(
      'docs.json',
      JSON.stringify({
        name: 'T',
        navigation: {
          groups: [
            { group: 'Open', pages: ['index'] },
            { group: 'Team', groups: ['team'], pages: ['team/index', 'team/page', 'api/list-things'] },
          ],
        },
      }),
    );
    write(
      'openapi.json',
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: { '/things': { get: { summary: 'List things', responses: { 200: { description: 'OK' } } } } },
      }),
    );
    write('index.mdx', "---\ntitle: Home\n---\n\nimport Shared from '/snippets/shared.mdx'\n\n<Shared />\n");
    write(
      'team/page.mdx',
      [
        '---',
        'title: Team page',
        '---',
        '',
        "import Shared from '/snippets/shared.mdx'",
        "import TeamOnly from '/snippets/team-only.mdx'",
        '',
        '<Shared />',
        '',
        '<TeamOnly />',
        '',
        '<object data="/team/files/object.svg" />',
        '',
        '![escaped](/team/../escaped.png)',
        '',
        '<img src="/docs-files/team/files/direct.png" />',
        '',
      ].join('\n'),
    );
    write('team/index.mdx', '---\ntitle: Team\n---\n\n![beside](./index-relative.png)\n');
    write('api/list-things.mdx', '---\nopenapi: get /things\n---\n\n![intro](/api/intro.png)\n');
    write('snippets/shared.mdx', '![shared](/snips/shared.png)\n');
    write('snippets/team-only.mdx', "import Nested from './nested.mdx'\n\n![team](/snips/team-only.png)\n\n<Nested />\n");
    write('snippets/nested.mdx', '<video poster="/snips/nested.png" />\n');
    for (const name of [
      'snips/shared.png',
      'snips/team-only.png',
      'snips/nested.png',
      'team/files/object.svg',
      'escaped.png',
      'team/escaped.png',
      'team/files/direct.png',
      'index-relative.png',
      'team/index-relative.png',
      'api/intro.png',
      'unshown.png',
    ])
      write(name, 'x');
    tmp = await loadSite(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const cases: [string, string, boolean][] = [
    ['a snippet only a gated page includes, and the snippet it includes', 'snips/team-only.png', true],
    ['the snippet that snippet includes', 'snips/nested.png', true],
    ['a snippet a public page includes too', 'snips/shared.png', false],
    ['<object data> of a gated page', 'team/files/object.svg', true],
    ['the file a browser fetches for `/team/../escaped.png`', 'escaped.png', true],
    ['not the file that path names before it is normalised', 'team/escaped.png', false],
    ['the serving route named directly', 'team/files/direct.png', true],
    ['`./x.png` on an index page: what the browser fetches (/x.png)', 'index-relative.png', true],
    ['`./x.png` on an index page: the file beside it', 'team/index-relative.png', true],
    ['the body of a hand-written endpoint page', 'api/intro.png', true],
    ['a file no page shows', 'unshown.png', false],
  ];
  it.each(cases)('%s: %s gated %s', (_name, name, want) => {
    expect(tmp.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(gated(name)).toBe(want);
  });
});
