/**
 * The page chrome's server-rendered markup, pinned: navbar, tabs, anchors and pickers, the docs
 * shell (sidebar tabs, global links), the table of contents, feedback thumbs, page actions and the
 * 404's words. Issue 12 changes how the chrome travels in the RSC payload (icons drawn by the client
 * components that show them, no props passed as undefined), not what it draws: the HTML must stay
 * byte for byte. Regenerate with UPDATE_GOLDEN=1 only for a change readers are meant to see.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { PageAction } from '@/lib/page-meta/contextual-options';
import { BRANDING, LAYOUT } from './chrome-fixture.test-utils';
import { DivisionPicker, TabsBar } from './division-bar';
import { DocsShell } from './docs-shell';
import { Feedback } from './feedback.client';
import { Navbar } from './navbar';
import { NotFoundPage, type NotFoundSection } from './not-found-page.client';
import { NotFoundText } from './not-found-text.client';
import { PageActions } from './page-actions.client';
import { TableOfContents } from './page-chrome';

const golden = path.resolve(__dirname, '../../test/golden/chrome-html/chrome.html');

const ACTIONS: PageAction[] = [
  { kind: 'copy', title: 'Copy page', description: 'Copy the page as Markdown for AI tools' },
  { kind: 'view', title: 'View as Markdown', description: 'Open the page as plain Markdown' },
];

const SECTIONS: [string, ReactElement][] = [
  ['navbar', <Navbar key="n" branding={BRANDING} />],
  [
    'navbar, strict appearance, search prompt, logo',
    <Navbar
      key="s"
      branding={{
        ...BRANDING,
        appearance: { default: 'dark', strict: true },
        searchPrompt: 'Find…',
        logo: { light: '/l.svg', dark: '/d.svg', href: '/' },
      }}
    />,
  ],
  ['tabs', <TabsBar key="t" level={LAYOUT.levels[0]} />],
  ['anchors', <DivisionPicker key="a" level={LAYOUT.levels[1]} />],
  ['version picker', <DivisionPicker key="v" level={LAYOUT.levels[2]} />],
  [
    'docs shell',
    <DocsShell key="d" layout={LAYOUT} globalLinks={[{ kind: 'link', label: 'Changelog', href: '/changelog' }] as never}>
      <p>body</p>
    </DocsShell>,
  ],
  [
    'docs shell, wide mode',
    <DocsShell key="w" layout={LAYOUT} mode="wide">
      <p>body</p>
    </DocsShell>,
  ],
  [
    'table of contents',
    <TableOfContents
      key="c"
      items={[
        { id: 'a', text: 'A', depth: 2 },
        { id: 'b', text: 'B', depth: 3 },
        { id: 'c', text: 'C', depth: 2, view: 'Python' },
      ]}
    />,
  ],
  ['feedback', <Feedback key="f" page="/api/pets/list" />],
  ['page actions', <PageActions key="p" actions={ACTIONS} markdownHref="/api/pets/list.md" />],
  ['404 words', <NotFoundText key="x" />],
  ['404 words, custom', <NotFoundText key="y" title="Lost" description={<p>Try search.</p>} />],
];

it('draws the chrome with the pinned markup', () => {
  const html = SECTIONS.map(([name, element]) => `<!-- ${name} -->\n${renderToStaticMarkup(element)}\n`).join('');
  if (process.env.UPDATE_GOLDEN || !existsSync(golden)) {
    mkdirSync(path.dirname(golden), { recursive: true });
    writeFileSync(golden, html);
  }
  expect(html).toBe(readFileSync(golden, 'utf8'));
});

it('draws the 404 page from its sections as app/not-found.tsx drew it on the server', () => {
  const sections: NotFoundSection[] = [
    ['/', 'Guide'],
    ['/api-reference/meta/github-api-root', 'API'],
  ];
  // The markup app/not-found.tsx rendered before it handed the page to NotFoundPage (issue 12).
  const words = renderToStaticMarkup(<NotFoundText />);
  expect(renderToStaticMarkup(<NotFoundPage sections={sections} />)).toBe(
    `<div class="not-found-shell"><article class="page not-found" id="content"><p class="not-found-code">404</p>${words}` +
      '<ul class="not-found-sections"><li><a href="/">Guide</a></li><li><a href="/api-reference/meta/github-api-root">API</a></li></ul>' +
      '</article></div>',
  );
  // One section is no list: the home link of the words is the way out.
  expect(renderToStaticMarkup(<NotFoundPage sections={[sections[0]]} />)).toBe(
    `<div class="not-found-shell"><article class="page not-found" id="content"><p class="not-found-code">404</p>${words}</article></div>`,
  );
  const custom = renderToStaticMarkup(<NotFoundText title="Lost" description={<p>Try search.</p>} />);
  expect(renderToStaticMarkup(<NotFoundPage title="Lost" description={<p>Try search.</p>} sections={[]} />)).toContain(custom);
});
