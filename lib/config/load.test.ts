import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocsConfig } from './load';
import type { Problem } from './types';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/config');
const tempDirs: string[] = [];
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Writes `text` as docs.json in a fresh folder and loads it. */
async function loadText(text: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lectern-config-'));
  tempDirs.push(dir);
  await writeFile(path.join(dir, 'docs.json'), text);
  return loadDocsConfig(dir);
}

/** A small valid docs.json with `patch` merged over it (`undefined` deletes a key). */
const docs = (patch: Record<string, unknown> = {}) => JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] }, ...patch }, null, 2);
const nav = (navigation: unknown) => docs({ navigation });

type Want = Omit<Partial<Problem>, 'message'> & { message: RegExp };
type Case = { name: string; text?: string; fixture?: string; want: Want };

const cases: Case[] = [
  // The file itself
  {
    name: 'JSON syntax error, with its line',
    text: '{\n  "name": "Acme",\n  "navigation" {}\n}',
    want: {
      file: 'docs.json',
      path: '',
      line: 3,
      message: /^docs\.json is not valid JSON: line 3, column 16: expected `:` after the property name "navigation"/,
    },
  },
  {
    name: 'trailing comma',
    text: '{\n  "name": "Acme",\n  "navigation": { "pages": ["index"] },\n}',
    want: { path: '', line: 4, message: /expected a property name \(is there a trailing comma\?\), found `}`/ },
  },
  {
    name: 'non-object root',
    text: '["Acme"]',
    want: { path: '', line: 1, message: /^found an array; docs\.json must be an object with `name` and `navigation`$/ },
  },
  {
    name: 'missing name',
    text: '{\n  "navigation": { "pages": ["index"] }\n}',
    want: { path: 'name', line: 1, message: /^missing required key `name` \(a string\)$/ },
  },
  {
    name: 'missing navigation',
    text: '{ "name": "Acme" }',
    want: { path: 'navigation', message: /^missing required key `navigation` \(an object\)$/ },
  },
  {
    name: 'empty name',
    text: docs({ name: '' }),
    want: { path: 'name', line: 2, message: /^found an empty string; `name` must not be empty$/ },
  },
  { name: 'wrong type', text: docs({ name: 3 }), want: { path: 'name', message: /^found a number \(3\); `name` must be a string$/ } },
  // Keys
  {
    name: 'root key that belongs elsewhere',
    text: docs({ openapi: 'openapi.yaml' }),
    want: { path: 'openapi', message: /^`openapi` does not go at the top of docs\.json; it belongs in `api\.openapi`/ },
  },
  {
    name: 'a group whose children key is misspelt holds nothing, and says which key',
    text: nav({ groups: [{ group: 'A', pgaes: ['index'] }] }),
    want: { path: 'navigation.groups[0]', message: /^a group holds nothing; it needs `pages` \(is `pgaes` meant to be `pages`\?\)$/ },
  },
  {
    name: 'a union resolved to the branch the value’s type picks',
    text: docs({ logo: { light: '/logo.svg' } }),
    want: { path: 'logo.dark', message: /^missing required key `dark` \(a string\)$/ },
  },
  {
    name: 'bad appearance enum',
    text: docs({ appearance: { default: 'Dark' } }),
    want: {
      path: 'appearance.default',
      message: /^found a string \("Dark"\); `default` must be `system`, `light` or `dark` \(did you mean `dark`\?\)$/,
    },
  },
  {
    name: 'bad color',
    text: docs({ colors: { primary: 'green' } }),
    want: { path: 'colors.primary', message: /^found a string \("green"\); a color is a hex code like `#4F46E5`$/ },
  },
  {
    name: 'bad playground display',
    text: docs({ api: { playground: { display: 'interactiv' } } }),
    want: { path: 'api.playground.display', message: /did you mean `interactive`\?/ },
  },
  {
    name: 'key auth without a name',
    text: docs({ api: { mdx: { auth: { method: 'key' } } } }),
    want: { path: 'api.mdx.auth.name', message: /^missing `name`: with method `key`/ },
  },
  {
    name: 'navbar button without a label',
    text: docs({ navbar: { primary: { type: 'button', href: '/start' } } }),
    want: { path: 'navbar.primary.label', message: /^missing `label`/ },
  },
  // Navigation structure
  {
    name: 'tab inside a tab',
    text: nav({ tabs: [{ tab: 'A', tabs: [{ tab: 'B', pages: ['x'] }] }] }),
    want: { path: 'navigation.tabs[0].tabs', message: /^a tab cannot hold `tabs` directly \(no tab in a tab\); it holds one of `anchors`/ },
  },
  {
    name: 'two child kinds at the root',
    text: nav({ tabs: [{ tab: 'A', pages: ['x'] }], groups: [{ group: 'G', pages: ['y'] }] }),
    want: { path: 'navigation.groups', message: /^`navigation` holds one kind of children, but this one has both `tabs` and `groups`/ },
  },
  {
    name: 'two child kinds in a tab',
    text: nav({ tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['x'] }], pages: ['y'] }] }),
    want: { path: 'navigation.tabs[0].pages', message: /both `groups` and `pages`; put the pages in a group$/ },
  },
  {
    name: 'empty navigation',
    text: nav({}),
    want: { path: 'navigation', message: /^`navigation` holds nothing; it needs one of `tabs`, `anchors`/ },
  },
  {
    name: 'menu at the root',
    text: nav({ menu: [{ item: 'A', pages: ['x'] }] }),
    want: { path: 'navigation.menu', message: /^`navigation` cannot hold `menu`/ },
  },
  {
    name: 'missing label',
    text: nav({ tabs: [{ pages: ['x'] }] }),
    want: { path: 'navigation.tabs[0].tab', message: /^missing required key `tab` \(the label of a tab, a string\)$/ },
  },
  {
    name: 'empty label',
    text: nav({ anchors: [{ anchor: '', pages: ['x'] }] }),
    want: { path: 'navigation.anchors[0].anchor', message: /^found an empty string; `anchor` must not be empty$/ },
  },
  {
    name: 'a group where a tab belongs',
    text: nav({ tabs: [{ group: 'G', pages: ['x'] }] }),
    want: { path: 'navigation.tabs[0]', message: /^found a group \(it has `group`\) where a tab is expected; a tab needs `tab`$/ },
  },
  {
    name: 'group objects in a group’s groups',
    text: nav({ groups: [{ group: 'G', pages: ['x'], groups: [{ group: 'H', pages: ['y'] }] }] }),
    want: { path: 'navigation.groups[0].groups', message: /access-group names \(strings\); nest groups as objects in `pages`$/ },
  },
  {
    name: 'wrong type for hidden',
    text: nav({ groups: [{ group: 'G', hidden: 'yes', pages: ['x'] }] }),
    want: { path: 'navigation.groups[0].hidden', message: /^found a string \("yes"\); `hidden` must be a boolean$/ },
  },
  {
    name: 'a group boost that is not a positive number',
    text: nav({ groups: [{ group: 'G', boost: 0, pages: ['x'] }] }),
    want: { path: 'navigation.groups[0].boost', message: /^found a number \(0\); `boost` must be a number greater than 0$/ },
  },
  {
    name: 'a tab align that is neither start nor end',
    text: nav({ tabs: [{ tab: 'T', align: 'right', pages: ['x'] }] }),
    want: { path: 'navigation.tabs[0].align', message: /^found a string \("right"\); `align` must be `start` or `end`/ },
  },
  {
    name: "a language's own navbar with a button that has no label",
    text: nav({ languages: [{ language: 'es', navbar: { primary: { type: 'button', href: '/es' } }, pages: ['x'] }] }),
    want: { path: 'navigation.languages[0].navbar.primary.label', message: /^missing `label`: a `button` shows a label$/ },
  },
  {
    name: 'searchable that is not a boolean',
    text: nav({ tabs: [{ tab: 'T', hidden: true, searchable: 'yes', pages: ['x'] }] }),
    want: { path: 'navigation.tabs[0].searchable', message: /^found a string \("yes"\); `searchable` must be a boolean$/ },
  },
  {
    name: 'global link without href',
    text: nav({ pages: ['x'], global: { anchors: [{ anchor: 'Blog' }] } }),
    want: { path: 'navigation.global.anchors[0].href', message: /^missing required key `href`/ },
  },
  // `directory` is one of Mintlify's three values (@mintlify/validation 0.1.878 refuses others), on any element.
  {
    name: 'bad directory on a group',
    text: nav({ groups: [{ group: 'G', root: 'a', directory: 'cards', pages: ['x'] }] }),
    want: {
      path: 'navigation.groups[0].directory',
      message: /^found a string \("cards"\); `directory` must be `none`, `accordion` or `card` \(did you mean `card`\?\)$/,
    },
  },
  {
    name: 'bad directory on navigation',
    text: nav({ directory: true, pages: ['x'] }),
    want: { path: 'navigation.directory', message: /^found a boolean \(true\); `directory` must be `none`, `accordion` or `card`$/ },
  },
  // Page entries
  {
    name: 'operation path without a slash, located on its line',
    text: nav({ pages: ['index', 'get users'] }),
    want: { path: 'navigation.pages[1]', line: 6, message: /^`get users`: an operation path starts with `\/`; write `GET \/users`$/ },
  },
  {
    name: 'operation path without a slash',
    text: nav({ pages: ['api.yaml POST users'] }),
    want: { path: 'navigation.pages[0]', message: /write `api\.yaml POST \/users`$/ },
  },
  {
    name: 'page entry of the wrong type',
    text: nav({ pages: [3] }),
    want: { path: 'navigation.pages[0]', message: /^found a number \(3\); expected a page entry/ },
  },
  // openapi
  {
    name: 'bad openapi value',
    text: nav({ tabs: [{ tab: 'API', openapi: 42 }] }),
    want: { path: 'navigation.tabs[0].openapi', message: /^found a number \(42\); expected a spec path or URL, an object/ },
  },
  {
    name: 'openapi object without source',
    text: nav({ tabs: [{ tab: 'API', openapi: { directory: 'api' } }] }),
    want: { path: 'navigation.tabs[0].openapi.source', message: /^missing required key `source`/ },
  },
  {
    name: 'openapi list with a bad item',
    text: docs({ api: { openapi: ['a.yaml', { sorce: 'b.yaml' }] } }),
    want: { path: 'api.openapi[1].sorce', message: /did you mean `source`\?$/ },
  },
  // $ref
  {
    name: '$ref to a missing file',
    fixture: 'ref-missing',
    want: {
      file: 'docs.json',
      path: 'navigation.$ref',
      line: 3,
      message: /^`\$ref` "\.\/navigation\.json": `navigation\.json` does not exist$/,
    },
  },
  {
    name: '$ref escaping the folder',
    fixture: 'ref-escape',
    want: { file: 'docs.json', path: 'navigation.$ref', line: 4, message: /points outside the docs folder/ },
  },
  {
    name: '$ref cycle',
    fixture: 'ref-cycle',
    want: {
      file: 'b.json',
      path: 'navigation.tabs[0].groups[0].pages[0].$ref',
      line: 4,
      message: /^`\$ref` cycle: a\.json → b\.json → a\.json$/,
    },
  },
  {
    name: '$ref to invalid JSON',
    fixture: 'ref-not-json',
    want: {
      file: 'docs.json',
      path: 'navigation.$ref',
      line: 3,
      message: /`navigation\.json` is not valid JSON: line 2, column 21: expected `,` or `]`/,
    },
  },
  {
    name: '$ref to a YAML file',
    fixture: 'ref-yaml',
    want: { file: 'docs.json', path: 'navigation.$ref', message: /is not a \.json file/ },
  },
  {
    name: 'error inside a $ref’d file is located there',
    fixture: 'ref-error-inside',
    want: { file: 'navigation.json', path: 'navigation.pages[1]', line: 4, message: /an operation path starts with `\/`/ },
  },
  {
    name: 'a key beside a $ref is located where it is written',
    fixture: 'ref-sibling-error',
    want: {
      file: 'docs.json',
      path: 'navigation.tabs[0].hidden',
      line: 7,
      message: /^found a string \("yes"\); `hidden` must be a boolean$/,
    },
  },
  { name: '$ref to a URL', text: nav({ $ref: 'https://example.com/nav.json' }), want: { path: 'navigation.$ref', message: /is a URL;/ } },
];

// Mintlify strips keys it does not know (its published schema, @mintlify/validation 0.1.878), so a
// docs.json it accepts must build here: an unknown key is a warning, with the same "did you mean".
const unknownKeyCases: Case[] = [
  {
    name: 'unknown root key, close to a real one',
    text: docs({ descripton: 'x' }),
    want: { path: 'descripton', line: 8, message: /^unknown key `descripton` in docs\.json; did you mean `description`\?$/ },
  },
  {
    name: 'unknown root key, nothing close',
    text: docs({ wibble: true }),
    want: {
      path: 'wibble',
      // docs.json has more keys than a message can list usefully: the schema reference lists them.
      message: /^unknown key `wibble` in docs\.json$/,
    },
  },
  {
    name: 'unknown key in a tab lists what is allowed',
    text: nav({ tabs: [{ tab: 'A', pages: ['x'], wibble: 1 }] }),
    want: {
      path: 'navigation.tabs[0].wibble',
      message: /^unknown key `wibble` in a tab; a tab may have `align`, `anchors`, .*`menu`, .*`tab`/,
    },
  },
  {
    name: 'unknown key in a group beside its pages',
    text: nav({ groups: [{ group: 'A', pages: ['x'], colour: 'red' }] }),
    want: { path: 'navigation.groups[0].colour', message: /^unknown key `colour` in a group/ },
  },
];

describe('loadDocsConfig: unknown keys are warnings, never build-stopping errors', () => {
  it.each(unknownKeyCases)('$name', async ({ text, want }) => {
    const loaded = await loadText(text!);
    const { message, ...where } = want;
    expect(loaded.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(loaded.problems.find((p) => message.test(p.message))).toMatchObject({ severity: 'warning', file: 'docs.json', ...where });
    expect(loaded.config).not.toBeNull();
    expect(loaded.nav).not.toBeNull();
  });
});

describe('loadDocsConfig: broken docs.json', () => {
  it.each(cases)('$name', async ({ text, fixture, want }) => {
    const loaded = fixture ? await loadDocsConfig(path.join(fixtures, fixture)) : await loadText(text!);
    const { message, ...where } = want;
    const match = loaded.problems.find((p) => message.test(p.message));
    expect(match, `no problem matched ${message}; got:\n${loaded.problems.map((p) => `${p.path}: ${p.message}`).join('\n')}`).toBeDefined();
    expect(match).toMatchObject({ severity: 'error', file: 'docs.json', ...where });
    expect(loaded.config).toBeNull();
    // Errors outside `navigation` still leave a usable tree, so `lectern check` can check pages too.
    const inNav = typeof where.path !== 'string' || where.path === '' || where.path.startsWith('navigation');
    if (inNav) expect(loaded.nav).toBeNull();
    else expect(loaded.nav).not.toBeNull();
  });

  it('reports a failed $ref once, without schema noise beneath it', async () => {
    const loaded = await loadDocsConfig(path.join(fixtures, 'ref-missing'));
    expect(loaded.problems).toHaveLength(1);
  });

  it('reports a typo of a required key once, not also as the key missing', async () => {
    const loaded = await loadText('{\n  "name": "Acme",\n  "navigaton": { "pages": ["index"] }\n}');
    expect(loaded.problems).toEqual([
      {
        severity: 'error',
        file: 'docs.json',
        path: 'navigaton',
        line: 3,
        message: 'unknown key `navigaton` in docs.json; did you mean `navigation`?',
      },
    ]);
  });

  it('reports a missing docs.json as one located problem', async () => {
    const loaded = await loadDocsConfig(path.join(fixtures, 'does-not-exist'));
    expect(loaded.problems).toEqual([
      expect.objectContaining({ severity: 'error', file: 'docs.json', path: '', message: expect.stringMatching(/^no docs\.json in /) }),
    ]);
  });
});

describe('loadDocsConfig: warnings', () => {
  it('warns on a key Lectern accepts but ignores, and still loads', async () => {
    const loaded = await loadText(docs({ api: { asyncapi: 'events.yaml' } }));
    expect(loaded.problems).toEqual([
      {
        severity: 'warning',
        file: 'docs.json',
        path: 'api.asyncapi',
        line: 9,
        message: '`asyncapi` is accepted but Lectern does not act on it yet',
      },
    ]);
    expect(loaded.config?.name).toBe('Acme');
    expect(loaded.nav?.children).toHaveLength(1);
  });

  it('merges the same warning from several places into one', async () => {
    const loaded = await loadText(
      nav({
        groups: [
          { group: 'A', asyncapi: 'a.yaml', pages: ['a'] },
          { group: 'B', asyncapi: 'b.yaml', pages: ['b'] },
        ],
      }),
    );
    expect(loaded.problems.map((p) => [p.path, p.message])).toEqual([
      ['navigation.groups[0].asyncapi', '`asyncapi` is accepted but Lectern does not act on it yet (also at 1 other place)'],
    ]);
  });

  it('warns on a key written twice', async () => {
    const loaded = await loadText('{\n  "name": "A",\n  "name": "B",\n  "navigation": { "pages": ["index"] }\n}');
    expect(loaded.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: 'name',
        line: 3,
        message: '`name` is written twice in this object (first on line 2); only this last one counts',
      }),
    ]);
    expect(loaded.config?.name).toBe('B');
  });
});

describe('loadDocsConfig: $ref', () => {
  it('follows nested $refs, keeps sibling keys over the referenced ones, and records each element’s file', async () => {
    const loaded = await loadDocsConfig(path.join(fixtures, 'ref-ok'));
    expect(loaded.problems).toEqual([]);
    expect(loaded.config?.redirects).toEqual([{ source: '/old', destination: '/new' }]);
    const [guides, api] = loaded.nav!.children;
    expect(guides).toMatchObject({ kind: 'tab', label: 'Guides', icon: 'book', file: 'nav/guides.json', jsonPath: 'navigation.tabs[0]' });
    expect(guides.kind === 'tab' && guides.children).toEqual([
      {
        kind: 'group',
        label: 'Start',
        file: 'nav/start.json',
        jsonPath: 'navigation.tabs[0].groups[0]',
        children: [
          { kind: 'page', entry: 'index', file: 'nav/start.json', jsonPath: 'navigation.tabs[0].groups[0].pages[0]', line: 3 },
          { kind: 'page', entry: 'quickstart', file: 'nav/start.json', jsonPath: 'navigation.tabs[0].groups[0].pages[1]', line: 3 },
        ],
      },
    ]);
    expect(api).toMatchObject({ kind: 'tab', file: 'docs.json', openapi: [{ source: 'openapi.yaml', directory: 'api-reference' }] });
  });
});

describe('loadDocsConfig: keys where Mintlify’s schema allows them (@mintlify/validation 0.1.878)', () => {
  const link = { anchor: 'Blog', href: 'https://blog.example.com' };
  it.each([
    ['a tab', nav({ tabs: [{ tab: 'A', pages: ['x'], global: { anchors: [link] } }] })],
    ['an anchor', nav({ anchors: [{ anchor: 'A', pages: ['x'], global: { anchors: [link] } }] })],
    ['a dropdown', nav({ dropdowns: [{ dropdown: 'A', pages: ['x'], global: { anchors: [link] } }] })],
    ['a language', nav({ languages: [{ language: 'en', pages: ['x'], global: { anchors: [link] } }] })],
    ['a version', nav({ versions: [{ version: 'v1', pages: ['x'], global: { anchors: [link] } }] })],
    ['a product', nav({ products: [{ product: 'P', pages: ['x'], global: { anchors: [link] } }] })],
    ['a menu item', nav({ tabs: [{ tab: 'T', menu: [{ item: 'I', pages: ['x'], global: { anchors: [link] } }] }] })],
  ])('`global` on %s', async (_name, text) => {
    const loaded = await loadText(text);
    expect(loaded.problems).toEqual([]);
    expect(loaded.nav).not.toBeNull();
  });

  it('`global` on a group is not Mintlify’s either: a warning, and the site still loads', async () => {
    const loaded = await loadText(nav({ groups: [{ group: 'G', pages: ['x'], global: { anchors: [link] } }] }));
    expect(loaded.problems).toEqual([expect.objectContaining({ severity: 'warning', path: 'navigation.groups[0].global' })]);
  });
});
