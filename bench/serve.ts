// Serving throughput of docs pages (issue 12): `npm start` (scripts/start.mjs: Next behind Lectern's
// in-process response cache) of the sign-in fixture (a site with gated pages, sign-in on) against
// nginx serving the very same HTML bytes, side by side in one run, with bare `next start` of the
// same build as the baseline the server replaced.
// Cases: a public MDX page and a public endpoint page, each as a signed-out reader and as a
// signed-in member (alpha). nginx is the ceiling for "bytes from a file"; the ratio is the figure.
//
//   DOCS_DIR=test/fixtures/auth-site LECTERN_DIST_DIR=.next-auth-site next build   (once, under the lock)
//   flock /tmp/lectern-heavy.lock node --import tsx bench/serve.ts [seconds per case, default 5]
//
// Last, the same public pages through the deployment recipe (deploy/nginx.conf in front of next
// start, as a browser asks: `Accept-Encoding: gzip`), against nginx serving the plain bytes.
//
// Each case: 20 keep-alive connections, each sending its next request as soon as the last answer
// is read, for a fixed time after a 1 s warm-up. Latency is per request (p50, p99).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitForServer } from './wait-for-server';

const NEXT_PORT = 3296;
const LECTERN_PORT = 3380;
const NGINX_PORT = 3297;
const RECIPE_PORT = 3298;
const CONNECTIONS = 20;
const SECONDS = Number(process.argv[2] ?? 5);
const DIST = '.next-auth-site';
const NEXT_ORIGIN = `http://127.0.0.1:${NEXT_PORT}`;
const LECTERN_ORIGIN = `http://127.0.0.1:${LECTERN_PORT}`;

const CASES = [
  { name: 'public MDX page, signed out', url: '/team/open', member: false, goal: 0.3 },
  { name: 'public endpoint page, signed out', url: '/api-reference/things/list-open-things', member: false, goal: 0.3 },
  { name: 'public MDX page, member', url: '/team/open', member: true, goal: 0.1 },
  { name: 'gated MDX page, member', url: '/team/plan', member: true, goal: 0.1 },
  { name: 'public endpoint page, member', url: '/api-reference/things/list-open-things', member: true, goal: 0.1 },
];

/** Cases served through deploy/nginx.conf; `of` is the index of the case whose static nginx figure is the baseline. */
const RECIPE_CASES = [
  { name: 'public MDX page, recipe, gzip', url: '/team/open', of: 0, goal: 0.3 },
  { name: 'public endpoint page, recipe, gzip', url: '/api-reference/things/list-open-things', of: 1, goal: 0.3 },
];

type Result = { rps: number; p50: number; p99: number; errors: number };

/** `next start` (the baseline) or `npm start`'s server, on the same build with the same settings. */
function startServer(which: 'next' | 'lectern'): ChildProcess {
  const command =
    which === 'next'
      ? ['node_modules/next/dist/bin/next', 'start', '-p', String(NEXT_PORT)]
      : ['scripts/start.mjs', '-p', String(LECTERN_PORT)];
  return spawn(process.execPath, [...command, '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DOCS_DIR: 'test/fixtures/auth-site',
      LECTERN_DIST_DIR: DIST,
      AUTH_SECRET: 'bench-secret-not-for-production-0123456789abcdef',
      AUTH_URL: NEXT_ORIGIN,
      LECTERN_AUTH_USERS_FILE: 'users.json',
      LECTERN_AUTH_USERS_FILE_IN_PRODUCTION: '1',
      LECTERN_DATA_DIR: path.join(os.tmpdir(), 'lectern-bench-serve-data'),
    },
  });
}

/** nginx as a process of its own: a temporary prefix, one worker (next start is one process too), keep-alive on. */
function startNginx(root: string): ChildProcess {
  const conf = path.join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp;
  uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  keepalive_requests 1000000;
  keepalive_timeout 60s;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location / { root ${root}/html; default_type text/html; try_files $uri.html =404; }
  }
}
`,
  );
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  return spawn('/usr/sbin/nginx', ['-p', root, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** deploy/nginx.conf as written, with this bench's addresses and a cache folder of its own. */
function startRecipe(root: string): ChildProcess {
  const dir = path.join(root, 'recipe');
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  chmodSync(dir, 0o777);
  const recipe = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('/var/cache/nginx/lectern', path.join(dir, 'cache'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${NEXT_PORT};`)
    .replace('listen 80;', `listen 127.0.0.1:${RECIPE_PORT};`);
  writeFileSync(path.join(dir, 'lectern.conf'), recipe);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/tmp;`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http { access_log off; keepalive_requests 1000000; ${temp} include ${dir}/lectern.conf; }
`,
  );
  return spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A member's session cookie, signed in over HTTP with the fixture's users file. */
async function memberCookie(): Promise<string> {
  const cookiesOf = (r: Response) =>
    r.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const csrf = await fetch(`${NEXT_ORIGIN}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email: 'alice@example.test', password: 'alpha-password', callbackUrl: '/' });
  const signIn = await fetch(`${NEXT_ORIGIN}/api/auth/callback/local`, {
    method: 'POST',
    body,
    headers: { cookie: cookiesOf(csrf) },
    redirect: 'manual',
  });
  const session = cookiesOf(signIn)
    .split('; ')
    .find((c) => c.startsWith('authjs.session-token='));
  if (!session) throw new Error('could not sign in as the alpha member');
  return session;
}

/** CONNECTIONS keep-alive connections, back to back, for `seconds`; the first second is a warm-up. */
async function load(port: number, url: string, cookie: string, seconds: number, extra: Record<string, string> = {}): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const warmUntil = performance.now() + 1000;
  const stopAt = warmUntil + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers: cookie ? { cookie, ...extra } : extra }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          else if (started >= warmUntil) latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const connection = async () => {
    while (performance.now() < stopAt) await one();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

async function main() {
  if (!existsSync(path.join(DIST, 'BUILD_ID'))) {
    console.error(`bench/serve: build the sign-in fixture first (DOCS_DIR=test/fixtures/auth-site LECTERN_DIST_DIR=${DIST} next build).`);
    process.exit(1);
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-nginx-'));
  // nginx's worker drops to an unprivileged user when started as root: it must be able to read the pages.
  chmodSync(root, 0o755);
  const next = startServer('next');
  const lectern = startServer('lectern');
  let nginx: ChildProcess | undefined;
  let recipe: ChildProcess | undefined;
  try {
    await waitForServer(`${NEXT_ORIGIN}/llms.txt`, { tries: 300, intervalMs: 100 });
    await waitForServer(`${LECTERN_ORIGIN}/llms.txt`, { tries: 300, intervalMs: 100 });
    const cookie = await memberCookie();
    // The same bytes for nginx: each case's page as that reader receives it from next start.
    for (const [i, c] of CASES.entries()) {
      const response = await fetch(NEXT_ORIGIN + c.url, { headers: c.member ? { cookie } : {} });
      if (response.status !== 200) throw new Error(`${c.url} answered ${response.status} (${c.name})`);
      mkdirSync(path.join(root, 'html'), { recursive: true });
      writeFileSync(path.join(root, 'html', `case-${i}.html`), Buffer.from(await response.arrayBuffer()));
    }
    nginx = startNginx(root);
    await waitForServer(`http://127.0.0.1:${NGINX_PORT}/case-0`, { tries: 300, intervalMs: 100 });
    // The same bytes from npm start's server, which then keeps them (the first answer is Next's).
    for (const c of CASES) {
      const [ours, theirs] = await Promise.all(
        [LECTERN_ORIGIN, NEXT_ORIGIN].map(async (o) => (await fetch(o + c.url, { headers: c.member ? { cookie } : {} })).text()),
      );
      if (ours.length !== theirs.length) console.error(`note: ${c.name}: npm start sent ${ours.length} bytes, next start ${theirs.length}`);
    }
    const rows: string[][] = [
      [
        'case',
        'bytes',
        'next start',
        'npm start',
        'p50 ms',
        'p99 ms',
        'nginx req/s',
        'p50 ms',
        'p99 ms',
        'next ratio',
        'npm ratio',
        'goal',
      ],
    ];
    for (const [i, c] of CASES.entries()) {
      const fromNginx = await fetch(`http://127.0.0.1:${NGINX_PORT}/case-${i}`);
      if (fromNginx.status !== 200) throw new Error(`nginx answered ${fromNginx.status} for ${c.name}: see ${root}/error.log`);
      const bytes = (await fromNginx.arrayBuffer()).byteLength;
      const n = await load(NEXT_PORT, c.url, c.member ? cookie : '', SECONDS);
      const l = await load(LECTERN_PORT, c.url, c.member ? cookie : '', SECONDS);
      const x = await load(NGINX_PORT, `/case-${i}`, '', SECONDS);
      const ratio = l.rps / x.rps;
      const f = (v: number, d = 1) => v.toFixed(d);
      rows.push([
        c.name,
        String(bytes),
        f(n.rps, 0),
        f(l.rps, 0),
        f(l.p50),
        f(l.p99),
        f(x.rps, 0),
        f(x.p50),
        f(x.p99),
        `${f(n.rps / x.rps, 3)}×`,
        `${f(ratio, 3)}×`,
        `≥ ${c.goal}× ${ratio >= c.goal ? 'met' : 'NOT met'}`,
      ]);
      if (n.errors || l.errors || x.errors) rows.push([`  (errors: next start ${n.errors}, npm start ${l.errors}, nginx ${x.errors})`]);
    }
    recipe = startRecipe(root);
    await waitForServer(`http://127.0.0.1:${RECIPE_PORT}/llms.txt`, { tries: 300, intervalMs: 100 });
    const gzip = { 'accept-encoding': 'gzip' };
    for (const c of RECIPE_CASES) {
      const n = await load(RECIPE_PORT, c.url, '', SECONDS, gzip);
      const x = await load(NGINX_PORT, `/case-${c.of}`, '', SECONDS);
      const ratio = n.rps / x.rps;
      const f = (v: number, d = 1) => v.toFixed(d);
      const ok = `≥ ${c.goal}× ${ratio >= c.goal ? 'met' : 'NOT met'}`;
      rows.push([c.name, 'gzip', '', f(n.rps, 0), f(n.p50), f(n.p99), f(x.rps, 0), f(x.p50), f(x.p99), '', `${f(ratio, 3)}×`, ok]);
      if (n.errors || x.errors) rows.push([`  (errors: recipe ${n.errors}, nginx ${x.errors})`]);
    }
    const widths = rows[0].map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length)));
    console.log(`\nServing ${CONNECTIONS} keep-alive connections, ${SECONDS} s per case (after 1 s warm-up), ${os.cpus().length} cores\n`);
    for (const r of rows) console.log(r.map((v, col) => (col === 0 ? v.padEnd(widths[col]) : v.padStart(widths[col]))).join('  '));
  } finally {
    nginx?.kill();
    recipe?.kill();
    next.kill();
    lectern.kill();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('bench/serve:', error instanceof Error ? error.message : error);
  process.exit(1);
});
