import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocsConfig } from './load';

/**
 * Issue 13: every docs.json setting Mintlify documents is acted on, except these. Each row is a
 * key `lectern check` still calls "accepted but Lectern does not act on it yet", and why. A key
 * Lectern starts acting on leaves its `ignored:` list and this table; a key silently dropped from
 * the list without being built makes this test fail.
 */
const STILL_IGNORED: [path: string, value: unknown, why: string][] = [['api.asyncapi', 'asyncapi.yaml', 'AsyncAPI documents are not read']];

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Sets `value` at a dotted path (`a.b[0].c`) in `target`, creating objects and one-element arrays. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split('.').flatMap((part) => {
    const m = /^(.+)\[(\d+)\]$/.exec(part);
    return m ? [m[1], Number(m[2])] : [part];
  });
  let node = target as Record<string | number, unknown>;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else node = (node[key] ??= typeof keys[i + 1] === 'number' ? [{}] : {}) as Record<string | number, unknown>;
  });
}

describe('docs.json keys still accepted but not acted on', () => {
  it('are exactly the ones listed, each with its reason', async () => {
    const config: Record<string, unknown> = {
      name: 'Acme',
      navbar: { links: [{ label: 'Blog', href: 'https://acme.dev/blog' }] },
      navigation: { global: { anchors: [{ anchor: 'Status', href: 'https://status.acme.dev' }] }, pages: ['index'] },
    };
    for (const [key, value] of STILL_IGNORED) setPath(config, key, value);
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-ignored-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    const loaded = await loadDocsConfig(dir);
    expect(loaded.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const ignored = loaded.problems.filter((p) => / is accepted but Lectern does not act on it yet$/.test(p.message)).map((p) => p.path);
    expect(ignored.sort()).toEqual(STILL_IGNORED.map(([key]) => key).sort());
  });

  it('the settings Lectern acts on load with no warning at all', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-acted-'));
    dirs.push(dir);
    const acted = {
      name: 'Acme',
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://acme.dev' },
      favicon: { light: '/l.svg', dark: '/d.svg' },
      background: { color: { light: '#ffffff', dark: '#000000' }, image: { light: '/a.png', dark: '/b.png' }, decoration: 'gradient' },
      styling: {
        eyebrows: 'breadcrumbs',
        latex: false,
        codeblocks: { theme: { light: 'github-light', dark: 'dracula' }, languages: { custom: ['/grammars/acme.json'] } },
      },
      interaction: { drilldown: true },
      errors: { '404': { redirect: false, title: 'Gone', description: 'Try **search**.' } },
      seo: {
        indexing: 'all',
        metatags: { 'og:image': '/og.png', canonical: 'https://docs.acme.dev' },
        organization: { id: 'https://acme.dev/#org', name: 'Acme', legalName: 'Acme Inc.', url: 'https://acme.dev', sameAs: [] },
      },
      integrations: {
        ga4: { measurementId: 'G-1' },
        posthog: { apiKey: 'phc_1', apiHost: 'https://eu.i.posthog.com' },
        adobe: { launchUrl: 'https://assets.adobedtm.com/launch-EN1.min.js' },
        hightouch: { writeKey: 'w', apiHost: 'us-east-1.hightouch-events.com' },
        logrocket: { appId: 'acme/docs' },
        clearbit: { publicApiKey: 'pk_1' },
        intercom: { appId: 'abcdef' },
        frontchat: { snippetId: '1365d046' },
        cookies: { key: 'consent', value: 'yes' },
        telemetry: { enabled: false },
      },
      markdown: { instructions: ['Be brief.'], schema: false },
      navbar: { links: [{ label: 'Blog', href: 'https://acme.dev/blog', icon: 'rss', iconType: 'solid' }] },
      api: { params: { post: ['nullable', 'x-internal'] } },
      thumbnails: { appearance: 'dark', fonts: { family: 'Open Sans' } },
      navigation: {
        global: {
          anchors: [
            { anchor: 'Status', href: 'https://status.acme.dev', iconType: 'duotone', color: { light: '#000000', dark: '#ffffff' } },
          ],
          tabs: [{ tab: 'Blog', href: 'https://acme.dev/blog', iconType: 'brands' }],
          dropdowns: [{ dropdown: 'Forum', href: 'https://forum.acme.dev', color: { dark: '#ffffff' } }],
        },
        tabs: [
          { tab: 'Docs', icon: 'book', iconType: 'light', pages: ['index'] },
          {
            tab: 'Guides',
            anchors: [
              { anchor: 'Start', icon: 'rocket', color: { light: '#15803d', dark: '#f472b6' }, pages: ['start'] },
              { anchor: 'Status', href: 'https://status.acme.dev', color: { light: '#000' } },
              {
                anchor: 'More',
                dropdowns: [{ dropdown: 'SDKs', icon: 'box', color: { light: '#1d4ed8', dark: '#93c5fd' }, pages: ['sdks'] }],
              },
            ],
          },
        ],
      },
    };
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(acted));
    await mkdir(path.join(dir, 'grammars'));
    await writeFile(path.join(dir, 'grammars/acme.json'), JSON.stringify({ name: 'acme', scopeName: 'source.acme', patterns: [] }));
    expect((await loadDocsConfig(dir)).problems).toEqual([]);
  });

  it('`api.params.post` that is not an array of strings is a located error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-pills-'));
    dirs.push(dir);
    const config = { name: 'A', api: { params: { post: 'nullable' } }, navigation: { pages: ['index'] } };
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
    const problems = (await loadDocsConfig(dir)).problems;
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', path: 'api.params.post', line: 5 }));
  });

  it('a code theme Shiki does not have is a located error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-theme-'));
    dirs.push(dir);
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({ name: 'A', styling: { codeblocks: 'draculla' }, navigation: { pages: ['index'] } }),
    );
    const problems = (await loadDocsConfig(dir)).problems;
    expect(problems.map((p) => [p.severity, p.path])).toContainEqual(['error', 'styling.codeblocks']);
  });
});

describe('the keys of issue 13 that are acted on now refuse bad values, located', () => {
  it.each([
    ['integrations.adobe.launchUrl', { integrations: { adobe: { launchUrl: 'https://cdn.example.com/launch.js' } } }],
    ['integrations.intercom.appId', { integrations: { intercom: { appId: 'ab"c' } } }],
    ['navbar.links.0.iconType', { navbar: { links: [{ label: 'B', href: '/b', iconType: 'bold' }] } }],
    [
      'navigation.global.anchors.0.color.dark',
      { navigation: { pages: ['index'], global: { anchors: [{ anchor: 'S', href: '/s', color: { light: '#000', dark: 'blue' } }] } } },
    ],
    [
      'navigation.anchors.0.color.light',
      { navigation: { anchors: [{ anchor: 'Start', pages: ['index'], color: { light: 'green', dark: '#000' } }] } },
    ],
    ['navigation.anchors.0.color', { navigation: { anchors: [{ anchor: 'Start', pages: ['index'], color: {} }] } }],
    [
      'navigation.dropdowns.0.color.dark',
      { navigation: { dropdowns: [{ dropdown: 'SDKs', pages: ['index'], color: { dark: '#12345' } }] } },
    ],
    ['seo.organization.url', { seo: { organization: { url: 'acme.dev' } } }],
    ['markdown.schema', { markdown: { schema: 'no' } }],
  ])('%s', async (where, extra) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lectern-bad-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: 'A', navigation: { pages: ['index'] }, ...extra }, null, 2));
    const problems = (await loadDocsConfig(dir)).problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => p.path.replace(/\[(\d+)\]/g, '.$1'))).toContain(where);
    expect(problems.find((p) => p.path.replace(/\[(\d+)\]/g, '.$1') === where)?.line).toBeGreaterThan(0);
  });
});
