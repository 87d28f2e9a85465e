import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnv } from '../../lib/env';
import { checkProductionSafety } from '../../lib/production-safety';
// @ts-expect-error: a plain .mjs script (the Dockerfile runs it); it has no types.
import { IMAGE_BUNDLE_ENTRIES } from '../../scripts/build-image-bundles.mjs';
// @ts-expect-error: a plain .mjs script (the Dockerfile runs it); it has no types.
import { docsFolderPieces } from '../../scripts/image-layout.mjs';
import { execForm, parseDockerfile, type Stage } from './dockerfile';

/**
 * Issue 14 item 5: Dockerfile, compose.yaml and .env.example, checked without Docker (it cannot run
 * on these machines). The image's layout is started for real in image-run.build-test.ts, and the
 * proxy configuration compose generates is run by nginx in compose-proxy.test.ts.
 */
const dockerfile = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as Compose;
const example = readFileSync('.env.example', 'utf8');

type Service = {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const APP_SERVICES = ['site-1', 'site-2', 'worker-1', 'worker-2'];
const SITES = ['site-1', 'site-2'];
const WORKERS = ['worker-1', 'worker-2'];
const stage = (name: string) => dockerfile.find((s) => s.name === name)!;
const instructions = (s: Stage, keyword: string) => s.instructions.filter((i) => i.keyword === keyword);

/** compose's `${X}`, `${X:-default}` and `${X:?message}` (the forms compose.yaml and .env.example use). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, operand?: string) => {
    const found = vars[name];
    if (found) return found;
    if (op === '?') throw new Error(`${name}: ${operand}`);
    return op === '-' ? (operand ?? '') : '';
  });
}

/** A dotenv file as compose reads it: `KEY=value` lines, `#` comments, `${X}` of earlier keys. */
function readDotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]] = interpolate(match[2], vars);
  }
  return vars;
}

/** .env.example as an operator fills it in: every empty value that is a secret gets one. */
function filledEnv(): Record<string, string> {
  const secret = (name: string) => `${name.toLowerCase()}-${'x'.repeat(40)}`;
  const filled = example.replace(
    /^(POSTGRES_PASSWORD|LECTERN_REFRESH_SECRET|LECTERN_PR_LINK_SECRET|AUTH_SECRET)=$/gm,
    (_, k: string) => `${k}=${secret(k)}`,
  );
  return readDotenv(filled);
}

/** The runtime stage's ENV, with the build arguments given (`docker build --build-arg`; unset: empty). */
function imageEnv(buildArgs: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of instructions(stage('runtime'), 'ENV'))
    for (const pair of args.split(/\s+/)) {
      const [key, value] = pair.split('=');
      env[key] = interpolate(value, buildArgs);
    }
  return env;
}

/** What a container of `name` sees: the image's ENV (built with `buildArgs`), then env_file (.env), then `environment`. */
function containerEnv(
  name: string,
  dotenv: Record<string, string>,
  buildArgs: Record<string, string> = {},
): NodeJS.ProcessEnv & Record<string, string> {
  const service = compose.services[name];
  const environment = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), dotenv)]));
  return { ...imageEnv(buildArgs), ...(service.env_file === '.env' ? dotenv : {}), ...environment } as NodeJS.ProcessEnv &
    Record<string, string>;
}

describe('Dockerfile', () => {
  it('has three stages on node:20-bookworm-slim: deps, build (from deps), runtime', () => {
    expect(dockerfile.map((s) => [s.name, s.from])).toEqual([
      ['deps', 'node:20-bookworm-slim'],
      ['build', 'deps'],
      ['runtime', 'node:20-bookworm-slim'],
    ]);
  });

  it('copies only from earlier stages, and only what a RUN of that stage writes', () => {
    const copies = dockerfile.flatMap((s, index) => instructions(s, 'COPY').map((c) => ({ c, index })));
    const fromStage = copies.filter(({ c }) => c.flags.from);
    expect(fromStage.length).toBeGreaterThan(0);
    for (const { c, index } of fromStage) {
      const source = dockerfile.findIndex((s) => s.name === c.flags.from);
      expect(source, `Dockerfile:${c.line}: --from=${c.flags.from} names no stage`).toBeGreaterThanOrEqual(0);
      expect(source, `Dockerfile:${c.line}: --from=${c.flags.from} is not an earlier stage`).toBeLessThan(index);
      const paths = c.args.split(/\s+/).slice(0, -1);
      // The stage and those it is built FROM: what their RUN steps write is in it.
      const lineage: Stage[] = [];
      for (let s: Stage | undefined = dockerfile[source]; s; s = dockerfile.find((d) => d.name === s.from)) lineage.push(s);
      const runs = lineage.flatMap((s) => instructions(s, 'RUN').map((r) => r.args));
      for (const p of paths) {
        const written = p.replace(/\/$/, '');
        expect(
          runs.some((r) => r.split(/\s+/).includes(written)),
          `Dockerfile:${c.line}: ${p} is not written by a RUN of ${c.flags.from}`,
        ).toBe(true);
      }
    }
  });

  it('patches the dependencies, then assembles /image with scripts/image-layout.mjs after the standalone build and the bundles', () => {
    const build = stage('build');
    const run = instructions(build, 'RUN')
      .map((r) => r.args)
      .join(' && ');
    // The dependency patches first (the deps stage installs without scripts, so without its postinstall).
    const steps = ['patch-package', 'build-oas-validators.mjs', 'scripts/build.mjs', 'build-image-bundles.mjs', 'image-layout.mjs /image'];
    const at = steps.map((s) => run.indexOf(s));
    expect(
      at.every((i) => i >= 0),
      `build stage runs ${steps.join(', ')}`,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(
      instructions(build, 'ENV')
        .map((e) => e.args)
        .join(' '),
    ).toContain('LECTERN_STANDALONE=1');
    // The native packages the bundles leave external are compiled for the image's Node.
    expect(
      instructions(stage('deps'), 'RUN')
        .map((r) => r.args)
        .join(' '),
    ).toMatch(/npm rebuild better-sqlite3 esbuild/);
  });

  it('runs the site as an unprivileged user, with a health check and the worker in the same image', () => {
    const runtime = stage('runtime');
    const user = instructions(runtime, 'USER');
    expect(user).toHaveLength(1);
    expect(user[0].args).not.toMatch(/^(root|0)(:|$)/);
    const cmd = instructions(runtime, 'CMD');
    expect(user[0].line).toBeLessThan(cmd[0].line);
    expect(execForm(cmd[0].args)).toEqual(['node', 'dist/image/site.mjs']);
    // Each command the image or compose runs from dist/image is a bundle scripts/build-image-bundles.mjs writes.
    const bundles = [cmd[0].args, ...WORKERS.map((w) => JSON.stringify(compose.services[w].command))].map(
      (c) => /dist\/image\/(\w+)\.mjs/.exec(c)![1],
    );
    for (const name of bundles) expect(Object.keys(IMAGE_BUNDLE_ENTRIES)).toContain(name);
    const health = instructions(runtime, 'HEALTHCHECK');
    expect(health).toHaveLength(1);
    expect(health[0].args).toMatch(/^CMD \[/);
  });

  it('builds and serves the same docs folder: DOCS_DIR is one build argument in both stages', () => {
    for (const name of ['build', 'runtime']) {
      const s = stage(name);
      expect(instructions(s, 'ARG').map((a) => a.args)).toContain('DOCS_DIR=');
      expect(
        instructions(s, 'ENV')
          .map((e) => e.args)
          .join(' '),
      ).toContain('DOCS_DIR=${DOCS_DIR}');
    }
  });

  it.each([
    ['', ['docs.json', 'content']],
    ['.', ['docs.json', 'content']],
    ['test/fixtures/deploy-site', ['test/fixtures/deploy-site']],
    ['./test/fixtures/deploy-site/', ['test/fixtures/deploy-site']],
  ])('puts the docs folder DOCS_DIR=%j into the image as %j, at the path the build read it from', (docsDir, pieces) => {
    expect(docsFolderPieces(docsDir)).toEqual(pieces);
  });

  it('refuses a docs folder outside the build context, saying what to do', () => {
    expect(() => docsFolderPieces('/srv/docs')).toThrow(
      'image layout: DOCS_DIR /srv/docs is outside the project folder; copy it into the build context',
    );
    expect(() => docsFolderPieces('../docs')).toThrow(/outside the project folder/);
  });

  it('.dockerignore keeps local builds, data, secrets and the git folder out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', '.next', '.next-*', 'dist', '.data', '.env', '.env.*', '.git']) expect(ignored).toContain(entry);
    expect(ignored).toContain('!.env.example');
  });
});

describe('compose.yaml', () => {
  it('runs postgres, two site replicas, two workers and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'proxy', 'site-1', 'site-2', 'worker-1', 'worker-2']);
  });

  it('builds the sites and the workers from one image; only the workers change the command', () => {
    const [first, ...others] = APP_SERVICES.map((s) => compose.services[s]);
    expect(first.build).toMatchObject({ context: '.' });
    for (const s of others) {
      expect(s.build).toEqual(first.build);
      expect(s.image).toBe(first.image);
    }
    for (const s of SITES) expect(compose.services[s].command).toBeUndefined();
    for (const w of WORKERS) expect(compose.services[w].command).toEqual(['node', 'dist/image/worker.mjs']);
  });

  it('gives every site and worker the settings the code needs at start, from a filled-in .env.example', () => {
    const dotenv = filledEnv();
    const postgres = compose.services.postgres.environment!;
    for (const name of APP_SERVICES) {
      const env = containerEnv(name, dotenv);
      // lib/env.ts parses every agent setting at start (a bad value stops the process).
      const parsed = parseEnv(env);
      const url = new URL(parsed.databaseUrl!);
      expect([url.hostname, url.port, url.username, decodeURIComponent(url.password), url.pathname]).toEqual([
        'postgres',
        '5432',
        postgres.POSTGRES_USER,
        dotenv.POSTGRES_PASSWORD,
        `/${postgres.POSTGRES_DB}`,
      ]);
      // What `next start` refuses to start without (lib/production-safety.ts), with the NODE_ENV the image sets.
      expect(env.NODE_ENV).toBe('production');
      expect(checkProductionSafety(env).errors).toEqual([]);
      // Shared by every replica: deployments, pull request links and sessions work on any of them.
      for (const key of ['LECTERN_REFRESH_SECRET', 'LECTERN_PR_LINK_SECRET', 'AUTH_SECRET']) expect(env[key]).toBe(dotenv[key]);
      expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
      // An image built for another docs folder serves it: .env must not override the DOCS_DIR it was built with.
      const built = { DOCS_DIR: dotenv.LECTERN_IMAGE_DOCS_DIR || 'our-docs' };
      expect(containerEnv(name, dotenv, built).DOCS_DIR).toBe('our-docs');
    }
  });

  it('refuses to start when a required secret is missing from .env, naming it and .env.example', () => {
    const dotenv = filledEnv();
    delete dotenv.AUTH_SECRET;
    expect(() => containerEnv('site-1', dotenv)).toThrow(/AUTH_SECRET: set AUTH_SECRET in \.env \(see \.env\.example\)/);
  });

  it('declares the one data volume shared, as the local provider with PostgreSQL and two workers requires', () => {
    for (const name of APP_SERVICES) {
      const env = containerEnv(name, filledEnv());
      expect(env.LECTERN_DATA_DIR_SHARED).toBe('1');
      expect(compose.services[name].volumes).toContain(`lectern-data:${env.LECTERN_DATA_DIR}`);
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['lectern-data', 'postgres-data']));
  });

  it('starts the sites and workers once postgres is healthy, and the proxy once both sites are', () => {
    expect(compose.services.postgres.healthcheck?.test).toEqual(expect.arrayContaining(['pg_isready']));
    expect(compose.services.postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    // docs/agent-api.md "Storage": a collation that sorts ASCII as bytes (the tests' clusters use C too).
    expect(compose.services.postgres.environment!.POSTGRES_INITDB_ARGS).toMatch(/--locale=C\b/);
    for (const name of APP_SERVICES) expect(compose.services[name].depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(compose.services.proxy.depends_on).toEqual({
      'site-1': { condition: 'service_healthy' },
      'site-2': { condition: 'service_healthy' },
    });
  });

  it('health-checks the sites with the image check and the proxy with its own; workers, which serve no HTTP, opt out', () => {
    for (const s of SITES) expect(compose.services[s].healthcheck).toBeUndefined();
    for (const w of WORKERS) expect(compose.services[w].healthcheck).toEqual({ disable: true });
    expect(compose.services.proxy.healthcheck?.test?.join(' ')).toMatch(/http:\/\/127\.0\.0\.1\/robots\.txt/);
  });

  it('points the proxy at both site replicas on the port the image listens on, published on one host port', () => {
    const proxy = compose.services.proxy;
    const port = imageEnv().PORT;
    expect(proxy.environment!.LECTERN_UPSTREAMS.split(' ')).toEqual(SITES.map((s) => `${s}:${port}`));
    expect(proxy.volumes).toEqual([
      './deploy/nginx.conf:/etc/lectern/nginx.conf:ro',
      './deploy/compose-proxy.sh:/docker-entrypoint.d/40-lectern-upstreams.sh:ro',
    ]);
    // nginx's image runs only executable scripts from /docker-entrypoint.d.
    accessSync('deploy/compose-proxy.sh', constants.X_OK);
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toMatch(/^\s*listen 80;$/m);
    expect(proxy.ports).toEqual(['${LECTERN_HTTP_PORT:-8080}:80']);
    for (const s of [...APP_SERVICES, 'postgres']) expect(compose.services[s].ports).toBeUndefined();
  });
});

describe('.env.example', () => {
  it('lists every variable compose.yaml reads, and commits no secret value', () => {
    const text = readFileSync('compose.yaml', 'utf8');
    const read = new Set([...text.matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    const listed = readDotenv(example);
    for (const name of read) expect(Object.keys(listed), `${name} (read by compose.yaml)`).toContain(name);
    for (const name of [
      'POSTGRES_PASSWORD',
      'LECTERN_REFRESH_SECRET',
      'LECTERN_PR_LINK_SECRET',
      'AUTH_SECRET',
      'AGENT_MODEL_API_KEY',
      'GITHUB_TOKEN',
    ])
      expect(listed[name], name).toBe('');
    // The model and the GitHub provider are configured here too.
    for (const name of ['AGENT_MODEL_BASE_URL', 'AGENT_MODEL', 'GITHUB_API_URL']) expect(Object.keys(listed)).toContain(name);
    // The filled-in copy is never committed.
    expect(execFileSync('git', ['check-ignore', '--no-index', '.env'], { encoding: 'utf8' }).trim()).toBe('.env');
  });
});
