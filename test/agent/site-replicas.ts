import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './fixtures';

/**
 * `npm start` (scripts/start.mjs) replicas of test/fixtures/replicas-site for the PostgreSQL run's multi-process tests
 * (issue 14): lib/agent/site-sync/site-replicas.postgres.test.ts and
 * lib/agent/worker/load.postgres.test.ts. The fixture is built once per run, whichever of them asks
 * first, into `.next-replicas-site`; the build costs about a minute, and the files may run in
 * parallel processes, so "once" is kept by a lock folder and a stamp of the run.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const REPLICAS_FIXTURE = path.join(ROOT, 'test/fixtures/replicas-site');
export const REPLICAS_DIST = '.next-replicas-site';
const TLS = path.join(ROOT, 'test/fixtures/tls');
/** The fixture's docs.json fetches its API tab from here; 3351–3359 is the replicas tests' port range. */
export const SPEC_PORT = 3359;

export type ChildWithOutput = ChildProcess & { output: string[] };

/** Version 1 of the pets spec has one operation; 2 changes its description and adds a second one. */
export function petsSpec(version: 1 | 2): string {
  const paths: Record<string, object> = {
    '/pets': {
      get: {
        summary: 'List pets',
        description: version === 1 ? 'MARKER_FIRST_BUILD' : 'MARKER_SECOND_BUILD',
        responses: { 200: { description: 'The pets.' } },
      },
    },
  };
  if (version === 2) paths['/pets/{id}/adopt'] = { post: { summary: 'Adopt a pet', responses: { 204: { description: 'Adopted.' } } } };
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Pets', version: String(version) }, paths });
}

export type SpecServer = { version: { current: 1 | 2 }; close(): Promise<void> };

/** The fixture's spec over https on 127.0.0.1:SPEC_PORT (the test certificate), at the version `version.current` names. */
export async function startSpecServer(): Promise<SpecServer> {
  const version = { current: 1 as 1 | 2 };
  const server = https.createServer(
    { cert: readFileSync(path.join(TLS, 'loopback-cert.pem')), key: readFileSync(path.join(TLS, 'loopback-key.pem')) },
    (req, res) => {
      if (req.url !== '/pets.json') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json', etag: `"v${version.current}"` }).end(petsSpec(version.current));
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SPEC_PORT, '127.0.0.1', resolve);
  });
  return {
    version,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The environment of a replica (or of a worker beside it): the test's database and the fixture, the
 * data folder given, and no shared-folder claim unless `extra` makes one. The test certificate is
 * trusted and loopback reachable, so the spec URL can be fetched.
 */
export function replicaEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DOCS_DIR: REPLICAS_FIXTURE,
    LECTERN_DIST_DIR: REPLICAS_DIST,
    LECTERN_DATA_DIR: dataDir,
    NODE_EXTRA_CA_CERTS: path.join(TLS, 'loopback-cert.pem'),
    ALLOW_PRIVATE_NETWORK_FETCH: 'true',
  };
  for (const name of ['NODE_ENV', 'LECTERN_DATA_DIR_SHARED', 'DATA_DIR', 'LECTERN_REFRESH_SECRET']) delete e[name];
  return { ...e, ...extra };
}

/** A child process from the repository root, its stdout and stderr kept for failure messages. */
export function startChild(args: string[], env: NodeJS.ProcessEnv): ChildWithOutput {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }) as ChildWithOutput;
  child.output = [];
  child.stdout!.on('data', (d) => child.output.push(String(d)));
  child.stderr!.on('data', (d) => child.output.push(String(d)));
  return child;
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  const gone = child.exitCode !== null || child.signalCode !== null;
  return gone ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

const LOCK = path.join(ROOT, `${REPLICAS_DIST}.lock`);
const STAMP = path.join(ROOT, REPLICAS_DIST, 'lectern-test-run');

function readStamp(): string | undefined {
  try {
    return readFileSync(STAMP, 'utf8');
  } catch {
    return undefined; // never built, or a build that did not finish
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` holding the lock folder (mkdir is atomic). A lock left by a process that died is taken
 * over: by its pid, or by its age when it died before writing one.
 */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    } catch {
      // Not written yet, or the lock is gone already: the age check and the next try decide.
    }
    const ageMs = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if ((owner > 0 && !alive(owner)) || (!owner && ageMs > 60_000)) rmSync(LOCK, { recursive: true, force: true });
    else await new Promise((r) => setTimeout(r, 500));
  }
  writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds the fixture into `.next-replicas-site` unless this PostgreSQL run built it already
 * (`LECTERN_TEST_RUN_ID`, set by test/postgres/global-setup.ts; without it, always builds). The
 * build fetches version 1 of the spec from a spec server of its own, closed before returning, so
 * a test can start its own on the same port afterwards; no database at build time.
 */
export async function ensureReplicasBuild(): Promise<void> {
  const runId = process.env.LECTERN_TEST_RUN_ID;
  await withBuildLock(async () => {
    if (runId && readStamp() === runId) return;
    rmSync(STAMP, { force: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-replicas-build-'));
    const spec = await startSpecServer();
    try {
      const env = replicaEnv(dataDir);
      delete env.DATABASE_URL;
      const build = startChild(['node_modules/next/dist/bin/next', 'build'], env);
      if ((await exitOf(build)) !== 0) throw new Error(`next build of the replicas fixture failed:\n${build.output.join('').slice(-4000)}`);
      if (runId) writeFileSync(STAMP, runId);
    } finally {
      await spec.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/**
 * An `npm start` replica (scripts/start.mjs) of the built fixture on 127.0.0.1:`port`, returned at once so the caller
 * can keep it for clean-up before waiting on `replicaServing`.
 */
export function startReplica(port: number, dataDir: string, extra: Record<string, string> = {}): ChildWithOutput {
  mkdirSync(dataDir, { recursive: true });
  return startChild(['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], replicaEnv(dataDir, extra));
}

/** Resolves once the replica serves its home page; throws with its output if it exits first. */
export async function replicaServing(replica: ChildWithOutput, port: number): Promise<void> {
  await waitFor(
    async () => replica.exitCode !== null || (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status === 200,
    90_000,
    `the replica on port ${port} to serve`,
  );
  if (replica.exitCode !== null) throw new Error(`the replica on port ${port} exited:\n${replica.output.join('').slice(-4000)}`);
}
