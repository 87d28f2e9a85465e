import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { oasValidatorFile } from '../../lib/openapi/oas-schema';
import { makeDocsRepo } from '../agent/fixtures';
import { startFakeLlm, type FakeLlm } from '../agent/fake-llm';
import { startCluster, type Cluster } from '../postgres/cluster';
// @ts-expect-error: a plain .mjs script (the Dockerfile runs it); it has no types.
import { assembleImage, VALIDATOR_PACKAGES } from '../../scripts/image-layout.mjs';
import { execForm, parseDockerfile } from './dockerfile';
import { freePort, waitFor } from './processes';

/**
 * The container image without Docker (issue 14 item 5): scripts/test.mjs (`deploy` mode) runs
 * `LECTERN_STANDALONE=1 next build` of the own site into DIST_DIR and compiles the bundles; this test
 * assembles the image's /app with the Dockerfile's own step (scripts/image-layout.mjs) in a
 * temporary folder and starts, from there, the commands the Dockerfile and compose.yaml name: the
 * site, its health check, the `lectern` command and a worker, all on a throwaway PostgreSQL.
 */
export const DIST_DIR = '.next-standalone';
const dockerfile = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
const runtime = dockerfile.find((s) => s.name === 'runtime')!;
const command = (keyword: string) => runtime.instructions.find((i) => i.keyword === keyword)!.args;
const SITE_COMMAND = execForm(command('CMD'))!;
const HEALTHCHECK = execForm(command('HEALTHCHECK').replace(/^CMD /, ''))!;
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, { command?: string[] }> };
const WORKER_COMMAND = compose.services['worker-1'].command!;

let root = '';
let app = '';
let cluster: Cluster;
let llm: FakeLlm;
let env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
let siteUrl = '';
let token = '';
const children: ChildProcess[] = [];

/** One of the image's processes: `argv` run in the image folder with the container's environment. */
function start(argv: string[], extra: Record<string, string> = {}): ChildProcess & { output: string[] } {
  const [cmd, ...args] = argv;
  const child = spawn(cmd === 'node' ? process.execPath : cmd, args, {
    cwd: app,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout!.on('data', (d) => child.output.push(String(d)));
  child.stderr!.on('data', (d) => child.output.push(String(d)));
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

/** `lectern …` as `docker compose exec worker-1 lectern …` runs it (/usr/local/bin/lectern in the image). */
function lectern(...args: string[]) {
  const result = spawnSync(process.execPath, ['dist/image/lectern.mjs', ...args], { cwd: app, env, encoding: 'utf8' });
  expect(result.status, `lectern ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

async function call(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${siteUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  if (!existsSync(path.join(DIST_DIR, 'standalone', 'server.js')) || !existsSync('dist/image/worker.mjs'))
    throw new Error(
      `no standalone build: run \`LECTERN_STANDALONE=1 LECTERN_DIST_DIR=${DIST_DIR} next build && node scripts/build-image-bundles.mjs\` (npm test -- deploy does)`,
    );
  root = mkdtempSync(path.join(os.tmpdir(), 'lectern-image-'));
  app = path.join(root, 'app');
  assembleImage({ out: app, distDir: DIST_DIR, docsDir: '' });
  mkdirSync(path.join(root, 'data'));
  cluster = startCluster(await freePort());
  llm = await startFakeLlm({
    image: [
      {
        tool: 'write_file',
        args: { path: 'docs/from-the-image.mdx', content: '---\ntitle: From the image\n---\n\nWritten by the bundled worker.\n' },
      },
      { tool: 'finish', args: { summary: 'Add a page from the image' } },
    ],
  });
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  // The container's environment: the image's ENV (HOSTNAME on loopback here), then compose's settings.
  env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    LECTERN_DIST_DIR: DIST_DIR,
    LECTERN_DATA_DIR: path.join(root, 'data'),
    LECTERN_DATA_DIR_SHARED: '1',
    DATABASE_URL: cluster.url,
    LECTERN_REFRESH_SECRET: 'refresh-'.padEnd(44, 'r'),
    LECTERN_PR_LINK_SECRET: 'pr-link-'.padEnd(44, 'p'),
    AUTH_SECRET: 'auth-'.padEnd(44, 'a'),
    APP_BASE_URL: siteUrl,
    AGENT_MODEL_BASE_URL: llm.baseUrl,
    AGENT_MODEL: 'scripted',
    AGENT_POLL_INTERVAL_MS: '100',
  };
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await llm?.close();
  cluster?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the image layout, run as the Dockerfile and compose.yaml run it', () => {
  it('holds no project sources beside the server, the bundles and the docs folder', () => {
    const built = [`${DIST_DIR}/static`, `${DIST_DIR}/BUILD_ID`, `${DIST_DIR}-search-index.json`, `${DIST_DIR}-tailwind.css`];
    for (const piece of [
      'server.js',
      ...built,
      'dist/image/site.mjs',
      'dist/image/worker.mjs',
      'dist/image/lectern.mjs',
      'docs.json',
      'content',
    ])
      expect(existsSync(path.join(app, piece)), piece).toBe(true);
    for (const source of ['lib', 'app', 'test', 'e2e', 'scripts']) expect(existsSync(path.join(app, source)), source).toBe(false);
    // The natives the bundles leave external, from Next's tracing.
    expect(existsSync(path.join(app, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).toBe(true);
  });

  it('carries the precompiled OAS validators where the bundled worker looks for them (lib/openapi/oas-schema.ts)', () => {
    // The file name hashes the four packages' versions: found from dist/image, with this install's versions, it is this install's file.
    const fromBundle = createRequire(path.join(app, 'dist/image/worker.mjs'));
    for (const name of VALIDATOR_PACKAGES as string[]) {
      const manifest = (dir: string) =>
        JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(fromBundle.resolve(name).startsWith(path.join(app, 'node_modules', name)), name).toBe(true);
      expect(manifest(app).version, name).toBe(manifest('.').version);
    }
    const validators = readdirSync(path.join(app, 'node_modules/.cache/lectern/oas-validators'));
    for (const version of ['3.0', '3.1'] as const) expect(validators).toContain(path.basename(oasValidatorFile(version, false)));
  });

  it('starts the site with the image CMD; its HEALTHCHECK passes; it serves pages, static assets, docs files and search', async () => {
    const site = start(SITE_COMMAND);
    await waitFor(
      () => spawnSync(process.execPath, HEALTHCHECK.slice(1), { env }).status === 0 || site.exitCode !== null,
      60_000,
      'the health check',
    );
    expect(site.exitCode, site.output.join('')).toBeNull();
    // The index and the docs were copied into the image with new file times: the index written
    // at build still matches them (stamped by content), so the start does not rebuild it.
    await waitFor(() => site.output.join('').includes('route table loaded'), 30_000, 'the warm-up log line');
    expect(site.output.join('')).toContain('search index read from the build');
    // The own site has a gated page: the files each page shows were found at build too.
    expect(site.output.join('')).toContain('gated files indexed from the build');
    const home = await fetch(`${siteUrl}/quickstart`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:css|js)/g)].map((m) => m[0]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 3)) expect((await fetch(`${siteUrl}${asset}`)).status, asset).toBe(200);
    // A file of the docs folder (docs.json's favicon, in content/), served at its path.
    expect((await fetch(`${siteUrl}/favicon.svg`)).headers.get('content-type')).toContain('image/svg+xml');
    // The search index written beside the dist folder at build.
    const search = (await (await fetch(`${siteUrl}/api/search?q=quickstart`)).json()) as { hits: unknown[] };
    expect(search.hits.length).toBeGreaterThan(0);
  });

  it('creates a project and an API key with the lectern command, on PostgreSQL', () => {
    const repo = makeDocsRepo(path.join(root, 'source'));
    lectern('project', 'add', 'acme', '--repo', repo, '--provider', 'local', '--docs-root', 'docs');
    const printed = lectern('keys', 'create', '--project', 'acme').trim().split('\n');
    token = printed.find((line) => /^\S{20,}$/.test(line.trim()))!.trim();
    expect(token).toBeTruthy();
    expect(existsSync(path.join(root, 'data', 'lectern.db')), 'no SQLite file: the agent database is PostgreSQL').toBe(false);
  });

  it("runs a job end to end: created through the site's API, done by the worker started with compose's command", async () => {
    const worker = start(WORKER_COMMAND);
    await waitFor(() => worker.output.join('').includes('started') || worker.exitCode !== null, 30_000, 'the worker to start');
    expect(worker.exitCode, worker.output.join('')).toBeNull();
    const created = await call('POST', '/v2/agent/acme/job', { prompt: '[[scenario:image]] add a page' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const done = await waitFor(
      async () => {
        const job = (await call('GET', `/v2/agent/acme/job/${String(created.json.id)}`)).json;
        return job.status === 'completed' || job.status === 'failed' ? job : undefined;
      },
      60_000,
      'the job to finish',
    );
    expect(done, worker.output.join('')).toMatchObject({ status: 'completed', summary: 'Add a page from the image' });
    expect(String(done?.prLink)).toMatch(/\/pull\/acme\/\d+\?token=/);
  });

  it('refuses, like `next start`, to serve a configuration that would expose readers', async () => {
    const port = String(await freePort());
    const unsafe = start(SITE_COMMAND, { PORT: port, LECTERN_AUTH_USERS_FILE: 'users.json' });
    // It exits, or it answers its health check: the state, not a duration, ends the wait.
    const healthy = () => spawnSync(process.execPath, HEALTHCHECK.slice(1), { env: { ...env, PORT: port } }).status === 0;
    await waitFor(() => unsafe.exitCode !== null || healthy(), 60_000, 'the site to exit or answer');
    expect(unsafe.exitCode, 'the site started with LECTERN_AUTH_USERS_FILE in production').toBe(1);
    expect(unsafe.output.join('')).toContain('LECTERN_AUTH_USERS_FILE');
  });
});
