import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleSite } from '../auth/access';
import { ANONYMOUS } from '../auth/viewer';
import { checkRelated } from './check/check-links';
import { loadSite } from './load-site';
import { relatedLinks } from './related-pages';
import type { Site } from './types';

// Frontmatter `related` (Mintlify organize/related-pages.mdx), through a real folder and loadSite.
const PAGES: Record<string, string> = {
  index: [
    'title: Home',
    'related:',
    '  - /auth',
    '  - Deep link: /guide#install',
    '  - OAuth 2.0 spec: https://oauth.net/2/',
    '  - https://example.com/docs/',
    '  - /index',
    '  - /missing',
    '  - guide',
    '  - "javascript:alert(1)"',
    '  - /staff',
  ].join('\n'),
  auth: 'title: Authentication\nsidebarTitle: Auth\nicon: lock',
  guide: 'title: Guide',
  staff: 'title: Staff handbook\ngroups: [staff]',
  quiet: 'title: Quiet\nrelated: false',
  many: `title: Many\nrelated:\n${Array.from({ length: 12 }, (_, i) => `  - https://example.com/${i}`).join('\n')}`,
};

let dir: string;
let site: Site;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-related-'));
  const docs = { name: 'R', theme: 'mint', colors: { primary: '#112233' }, navigation: { pages: Object.keys(PAGES) } };
  writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs));
  for (const [name, fm] of Object.entries(PAGES)) writeFileSync(path.join(dir, `${name}.mdx`), `---\n${fm}\n---\nBody of ${name}.\n`);
  site = await loadSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('related topics', () => {
  it('lists the pages and links of `related` in order, with the pages’ own labels and icons unless titled', () => {
    expect(relatedLinks(site, site.byUrl.get('/')!)).toEqual([
      { label: 'Auth', href: '/auth', external: false, icon: 'lock' },
      { label: 'Deep link', href: '/guide#install', external: false },
      { label: 'OAuth 2.0 spec', href: 'https://oauth.net/2/', external: true },
      { label: 'example.com/docs', href: 'https://example.com/docs/', external: true },
      { label: 'Staff handbook', href: '/staff', external: false },
    ]);
  });

  it('never names a gated page to a reader outside its groups', () => {
    const anonymous = visibleSite(site, ANONYMOUS);
    expect(relatedLinks(anonymous, anonymous.byUrl.get('/')!).map((l) => l.label)).not.toContain('Staff handbook');
  });

  it('draws nothing for `related: false` and at most ten links', () => {
    expect(relatedLinks(site, site.byUrl.get('/quiet')!)).toEqual([]);
    expect(relatedLinks(site, site.byUrl.get('/many')!)).toHaveLength(10);
  });

  it('warns, located, about entries that are left out; the page itself and external links are fine', () => {
    expect(checkRelated(site, site.byUrl.get('/')!)).toEqual([
      expect.objectContaining({
        path: 'frontmatter.related[5]',
        line: 3,
        message: 'related /missing: no page has the URL /missing; it is left out',
      }),
      expect.objectContaining({
        path: 'frontmatter.related[6]',
        message: expect.stringMatching(/^related guide: not a root-relative path/),
      }),
      expect.objectContaining({
        path: 'frontmatter.related[7]',
        message: expect.stringMatching(/^related javascript:alert\(1\): not a root-relative/),
      }),
    ]);
  });

  it('refuses a `related` that is neither a list nor false, at its line', () => {
    const bad = path.join(dir, 'bad.mdx');
    writeFileSync(bad, '---\ntitle: Bad\nrelated: 3\n---\nBody\n');
    return loadSite(dir).then((again) => {
      expect(again.problems).toContainEqual(expect.objectContaining({ severity: 'error', file: 'bad.mdx', line: 3 }));
      rmSync(bad);
    });
  });
});
