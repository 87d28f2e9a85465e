import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../site/load-site';
import { listDocsFolderFiles } from '../site/docs-folder-files';
import { loadDocsIgnore } from './docs-ignore';
import { resolveSnippet } from './resolve-snippet';
import { resolveStaticFile } from './static-files';

const dir = mkdtempSync(path.join(tmpdir(), 'lectern-mintignore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A docs folder with a .mintignore in gitignore syntax, as organize/mintignore.mdx shows it. */
function write(rel: string, text = '') {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}
write('.mintignore', ['# drafts', 'drafts/', '*.draft.mdx', '/private-notes.md', '**/internal/**', 'keep/*', '!keep/important.mdx'].join('\n'));
write('docs.json', JSON.stringify({ name: 'Acme', navigation: { pages: ['index', 'drafts/wip'] } }));
for (const f of ['index.mdx', 'drafts/wip.mdx', 'a/b.draft.mdx', 'a/b.mdx', 'a/internal/x.mdx', 'keep/important.mdx', 'keep/other.mdx']) {
  write(f, '---\ntitle: T\n---\n\nText.\n');
}
write('private-notes.md', 'notes');
write('sub/private-notes.md', 'kept: the pattern is anchored at the root');
write('README.md', 'readme');
write('drafts/style.css', 'body { color: red }');
write('drafts/pic.png', 'png');
write('snippets/ok.mdx', 'ok');
write('drafts/snip.mdx', 'draft snippet');

describe('.mintignore (gitignore syntax, through the `ignore` package)', () => {
  const isIgnored = loadDocsIgnore(dir);
  const cases: [string, boolean][] = [
    ['drafts/wip.mdx', true],
    ['drafts/', true],
    ['a/b.draft.mdx', true],
    ['a/b.mdx', false],
    ['private-notes.md', true],
    ['sub/private-notes.md', false],
    ['a/internal/x.mdx', true],
    ['keep/other.mdx', true],
    ['keep/important.mdx', false], // negated
    ['README.md', true], // one of Mintlify's defaults
    ['node_modules/', true],
    ['Drafts/x.mdx', false], // case-sensitive, as git on Linux
  ];
  it.each(cases)('%s → ignored: %s', (rel, want) => expect(isIgnored(rel)).toBe(want));

  it('leaves ignored files out of every listing of the folder (pages, CSS and JS, Tailwind sources)', () => {
    expect(listDocsFolderFiles(dir, /\.(mdx|md|css)$/)).toEqual(['a/b.mdx', 'index.mdx', 'keep/important.mdx', 'snippets/ok.mdx', 'sub/private-notes.md']);
  });

  it('does not serve ignored files or import ignored snippets', () => {
    expect(resolveStaticFile(dir, 'drafts/pic.png')).toBeNull();
    expect(resolveSnippet('/drafts/snip.mdx', { docsDir: dir })).toBeNull();
    expect(resolveSnippet('/snippets/ok.mdx', { docsDir: dir })).toBe(path.join(dir, 'snippets/ok.mdx'));
  });

  it('reports a navigation entry naming an ignored page like a missing page, saying it is ignored', async () => {
    const site = await loadSite(dir);
    expect(site.problems).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        file: 'docs.json',
        path: 'navigation.pages[1]',
        message: expect.stringMatching(/^page "drafts\/wip" not found: drafts\/wip\.mdx is excluded by \.mintignore/),
      }),
    );
    // Unlisted MDX files are pages too, except ignored ones (`.md` files become pages only when listed).
    expect(site.routes.map((r) => r.url).sort()).toEqual(['/', '/a/b', '/keep/important']);
  });
});
