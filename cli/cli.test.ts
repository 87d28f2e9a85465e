import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const broken = path.join(root, 'test/fixtures/broken-site');

function lectern(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DOCS_DIR: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const EXPECTED_ERRORS = [
  { file: 'docs.json', path: 'colors.primary', line: 3, message: 'found a string ("green"); a color is a hex code like `#4F46E5`' },
  {
    file: 'docs.json',
    path: 'navigation.tabs[0].groups[0].pages[1]',
    line: 9,
    message: expect.stringMatching(/^page "guides\/missing-page" not found/),
  },
  { file: 'guides/bad-frontmatter.mdx', path: 'frontmatter.hidden', line: 3, message: '`hidden` must be boolean, found "sometimes"' },
  {
    file: 'guides/bad-mdx.mdx',
    path: '',
    line: 7,
    message: expect.stringMatching(/^MDX syntax error: Expected a closing tag for `<div>`/),
  },
];

describe('lectern check', () => {
  it('reports every problem of a broken folder once, located, as JSON, and exits 1', () => {
    const r = lectern('check', '--dir', broken, '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.errors).toEqual(EXPECTED_ERRORS);
    expect(report.warnings).toEqual([
      {
        file: 'guides/broken-link.mdx',
        path: '',
        line: 7,
        message: 'broken link /guides/does-not-exist#x: no page has the URL /guides/does-not-exist',
      },
      { file: 'guides/broken-link.mdx', path: '', line: 7, message: 'file /images/none.png not found in the docs folder' },
    ]);
    expect(report.pages).toBe(4);
  });

  it('prints each problem once in human form, with no stack trace', () => {
    const r = lectern('check', '--dir', broken);
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain('docs.json:3 colors.primary: error: found a string ("green"); a color is a hex code like `#4F46E5`');
    expect(lines.at(-1)).toBe('4 errors, 2 warnings');
    expect(new Set(lines).size).toBe(lines.length);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('passes on the project’s own site', () => {
    const r = lectern('check', '--dir', root);
    expect(r.stdout).toMatch(/✓ \d+ pages, no problems\./);
    expect(r.code).toBe(0);
  });

  it('writes the search index with --search-index, and only warns when it cannot', () => {
    const file = path.join(tmpdir(), `lectern-index-${process.pid}.json`);
    const r = lectern('check', '--dir', path.join(root, 'test/fixtures/discover-site'), '--quiet-ok', '--search-index', file);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 3, stamp: expect.any(String), index: expect.any(Object) });
    rmSync(file);

    const blocked = lectern(
      'check',
      '--dir',
      path.join(root, 'test/fixtures/discover-site'),
      '--quiet-ok',
      '--search-index',
      path.join(tmpdir(), 'no-such-dir', 'x', 'index.json'),
    );
    expect(blocked.code).toBe(0);
    expect(blocked.stderr).toMatch(
      /the search index was not written to .*index\.json \(ENOENT.*\); the server will build it at its first search\./,
    );
    expect(blocked.stderr).not.toMatch(/\n\s+at /);
  });

  it('writes the files each gated site’s page shows with --asset-refs, and removes a stale file on a site without gating', () => {
    const file = path.join(tmpdir(), `lectern-asset-refs-${process.pid}.json`);
    const gated = lectern('check', path.join(root, 'test/fixtures/auth-site'), '--quiet-ok', '--asset-refs', file);
    expect(gated.code).toBe(0);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; stamp: string; refs: Record<string, string[]> };
    expect(saved.refs['team/plan.mdx']).toContain('./plan-chart.svg');
    expect(saved.stamp).toMatch(/^[0-9a-f]{64}$/);

    const open = lectern('check', path.join(root, 'test/fixtures/discover-site'), '--quiet-ok', '--asset-refs', file);
    expect(open.code).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it('runs from any folder, not only the repository', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), 'check', '--dir', root, '--json'], {
      cwd: tmpdir(),
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).errors).toEqual([]);
  });

  it('takes the docs folder as its word, as `lectern check ../docs` is typed (a word was ignored before)', () => {
    const r = lectern('check', broken, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).errors).toEqual(EXPECTED_ERRORS);
  });

  it('refuses words it cannot use, with the usage and exit 2, rather than checking another folder', () => {
    const r = lectern('check', broken, 'extra');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(`lectern: "check" takes one docs folder (found "${broken}", "extra")`);
    expect(r.stderr).toContain('Usage:');
    expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('says what went wrong when there is no docs.json', () => {
    const r = lectern('check', '--dir', path.join(root, 'test'), '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).errors[0]).toMatchObject({ file: 'docs.json', path: '' });
  });
});

describe('lectern upgrade (a folder with only a mint.json)', () => {
  it('writes the docs.json the mint.json upgrades to, which then checks clean, and never overwrites one', () => {
    const dir = path.join(tmpdir(), `lectern-upgrade-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'api'), { recursive: true });
    try {
      const mint = {
        name: 'Acme',
        colors: { primary: '#0D9373' },
        tabs: [{ name: 'API', url: 'api' }],
        navigation: [{ group: 'Start', pages: ['index', 'api/users'] }],
      };
      writeFileSync(path.join(dir, 'mint.json'), JSON.stringify(mint));
      for (const page of ['index', 'api/users']) writeFileSync(path.join(dir, `${page}.mdx`), '---\ntitle: T\n---\n\nText.\n');
      // Before the upgrade the folder is read as its upgrade, with a warning.
      const before = lectern('check', dir);
      expect(before.code).toBe(0);
      expect(before.stdout + before.stderr).toContain("mint.json: warning: mint.json is Mintlify's older configuration format");
      const r = lectern('upgrade', dir);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('wrote');
      const docs = JSON.parse(readFileSync(path.join(dir, 'docs.json'), 'utf8'));
      expect(docs.navigation).toEqual({
        tabs: [
          { tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] },
          { tab: 'API', groups: [{ group: 'Start', pages: ['api/users'] }] },
        ],
      });
      // docs.json is read now; the mint.json left beside it is said to count for nothing.
      const after = lectern('check', dir);
      expect(after.code).toBe(0);
      expect(after.stdout + after.stderr).toContain('mint.json: warning: mint.json is not read: docs.json is the configuration');
      writeFileSync(path.join(dir, 'docs.json'), '{"name":"edited"}');
      const again = lectern('upgrade', dir);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists');
      expect(readFileSync(path.join(dir, 'docs.json'), 'utf8')).toBe('{"name":"edited"}');
      rmSync(path.join(dir, 'docs.json'));
      rmSync(path.join(dir, 'mint.json'));
      const none = lectern('upgrade', dir);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('no mint.json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lectern routes', () => {
  it('lists one row per URL of the own site as JSON', () => {
    const r = lectern('routes', '--dir', root, '--json');
    expect(r.code).toBe(0);
    const { routes } = JSON.parse(r.stdout) as { routes: { url: string; kind: string; title: string; file: string }[] };
    expect(routes[0]).toEqual({ url: '/', kind: 'page', title: 'Introduction', file: 'content/index.mdx' });
    expect(routes).toContainEqual({
      url: '/reference/docs-json',
      kind: 'page',
      title: expect.any(String),
      file: 'content/reference/docs-json.mdx',
    });
    expect(new Set(routes.map((x) => x.url)).size).toBe(routes.length);
  });

  it('adds endpoint, webhook and schema rows from the own site’s spec', () => {
    const { routes } = JSON.parse(lectern('routes', '--dir', root, '--json').stdout) as { routes: Record<string, unknown>[] };
    const spec = 'content/openapi/lectern-demo.yaml';
    expect(routes).toContainEqual({
      url: '/api-reference/media/get-a-json-document',
      kind: 'endpoint',
      title: 'Get a JSON document',
      file: spec,
      method: 'GET',
      path: '/demo-api/json',
      spec,
      deprecated: false,
      hidden: false,
    });
    expect(routes).toContainEqual(expect.objectContaining({ kind: 'endpoint', deprecated: true, path: '/demo-api/echo/{resource}' }));
    expect(routes).toContainEqual({
      url: '/api-reference/upload-received',
      kind: 'webhook',
      title: 'Upload received',
      file: spec,
      name: 'uploadReceived',
      spec,
      deprecated: false,
      hidden: false,
    });
    expect(routes).toContainEqual(
      expect.objectContaining({ url: '/api-reference/schemas/book', kind: 'schema', name: 'Book', hidden: true }),
    );
  });

  it('--diff says which URLs moved since an earlier route table, with the redirects to add', () => {
    const old = JSON.parse(lectern('routes', '--dir', root, '--json').stdout) as { routes: { url: string }[] };
    const row = old.routes.find((r) => r.url === '/api-reference/media/get-a-json-document')!;
    row.url = '/api-reference/media/a-json-document';
    const file = path.join(tmpdir(), `lectern-routes-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(old));
    const r = lectern('routes', '--dir', root, '--diff', file);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      'moved    GET /demo-api/json: /api-reference/media/a-json-document → /api-reference/media/get-a-json-document',
    );
    expect(lectern('routes', '--dir', root, '--diff', path.join(tmpdir(), 'no-such.json')).code).toBe(2);
  });

  it('prints a table by default', () => {
    const r = lectern('routes', '--dir', root);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^URL\s+KIND\s+TITLE/);
    expect(r.stdout).toMatch(/\/quickstart\s+page\s+/);
  });
});

describe('next build', () => {
  it('stops on a broken docs folder with the same located messages and no stack trace', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DOCS_DIR: broken, NEXT_TELEMETRY_DISABLED: '1' },
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain('docs.json:3 colors.primary: error: found a string ("green"); a color is a hex code like `#4F46E5`');
    expect(out).toContain('guides/bad-frontmatter.mdx:3 frontmatter.hidden: error:');
    expect(out).toContain('the build stopped because the docs folder has errors');
    expect(out).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});

describe('lectern check: a spec that cannot be loaded is one located error, not a cascade', () => {
  // A URL-hosted spec on a loopback port where nothing listens: the fetch is refused at once.
  const url = 'https://127.0.0.1:39841/pets.json';
  const makeSite = () => {
    const dir = path.join(tmpdir(), `lectern-unfetchable-${process.pid}-${Date.now()}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        name: 'U',
        navigation: {
          tabs: [
            { tab: 'Guide', pages: ['index', 'pet'] },
            { tab: 'API', openapi: url, groups: [{ group: 'G', pages: ['GET /pets'] }] },
          ],
        },
      }),
    );
    writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\nHi.\n');
    writeFileSync(path.join(dir, 'pet.mdx'), '---\ntitle: Pet\nopenapi: GET /pets\n---\nA pet.\n');
    return dir;
  };

  it('names the URL and the reason once; the page that depends on it says so (never "no spec is declared")', () => {
    const dir = makeSite();
    const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), 'check', '--dir', dir, '--json'], {
      encoding: 'utf8',
      env: { ...process.env, DOCS_DIR: '', LECTERN_DATA_DIR: path.join(dir, '.data') },
    });
    const report = JSON.parse(r.stdout);
    expect(r.status).toBe(1);
    expect(report.errors).toEqual([
      {
        file: 'docs.json',
        path: 'navigation.tabs[1].openapi',
        message: expect.stringMatching(new RegExp(`^Fetching ${url.replace(/[./]/g, '\\$&')} failed: .*ECONNREFUSED`)),
      },
    ]);
    expect(report.warnings).toEqual([
      { file: 'pet.mdx', path: 'frontmatter.openapi', line: 3, message: `depends on ${url}, which failed to load (see its error)` },
    ]);
    expect(r.stdout).not.toMatch(/No OpenAPI spec is declared/);
  });

  it('--offline skips the remote spec with a warning and passes', () => {
    const dir = makeSite();
    const r = spawnSync(process.execPath, [path.join(root, 'bin/lectern.mjs'), 'check', '--dir', dir, '--json', '--offline'], {
      encoding: 'utf8',
      env: { ...process.env, DOCS_DIR: '', LECTERN_DATA_DIR: path.join(dir, '.data') },
    });
    const report = JSON.parse(r.stdout);
    expect(r.status).toBe(0);
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((w: { message: string }) => w.message)).toEqual([
      `${url} was not fetched (--offline): its pages are not checked`,
      `depends on ${url}, which was not fetched (--offline)`,
    ]);
  });
});

describe('lectern output through a pipe (issue 12)', () => {
  it('routes --json | cat over a spec with 2,000 routes is complete, valid JSON (was cut at 64 KB)', () => {
    const dir = path.join(tmpdir(), `lectern-big-${process.pid}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    const paths: Record<string, object> = {};
    for (let i = 0; i < 2000; i++)
      paths[`/items/${i}/{id}`] = {
        get: {
          summary: `Get item number ${i} with a fairly long summary text`,
          tags: [`Tag${i % 20}`],
          responses: { 200: { description: 'ok' } },
        },
      };
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify({ openapi: '3.1.0', info: { title: 'Big', version: '1' }, paths }));
    writeFileSync(
      path.join(dir, 'docs.json'),
      JSON.stringify({ name: 'Big', navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] } }),
    );
    // A real pipe into another process, as a shell user runs it.
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${path.join(root, 'bin/lectern.mjs')}" routes --dir "${dir}" --json | cat`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DOCS_DIR: '' },
    });
    expect(r.stdout.length).toBeGreaterThan(65_536);
    const routes = JSON.parse(r.stdout).routes as { kind: string }[];
    expect(routes.filter((route) => route.kind === 'endpoint')).toHaveLength(2000);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('lectern is compiled JavaScript (issue 12)', () => {
  const pointer = path.join(root, 'dist/cli/current');
  it('runs from dist/cli, and an edit newer than that build compiles it again before running', () => {
    expect(lectern('--help').code).toBe(0);
    const before = readFileSync(pointer, 'utf8');
    expect(existsSync(path.join(root, 'dist/cli', before.trim(), 'lectern.mjs'))).toBe(true);
    // A source file edited after the build: the next call must not run the stale build.
    const source = path.join(root, 'cli/args.ts');
    const later = new Date(Date.now() + 2000);
    utimesSync(source, later, later);
    const r = lectern('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('lectern — documentation platform tools');
    expect(readFileSync(pointer, 'utf8')).not.toBe(before);
  });
});
