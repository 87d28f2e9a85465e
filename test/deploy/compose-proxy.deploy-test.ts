import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort, waitFor } from './processes';

/**
 * compose.yaml's proxy without Docker: deploy/compose-proxy.sh (what nginx's image runs at start)
 * writes the configuration from deploy/nginx.conf and the compose file's LECTERN_UPSTREAMS, with the
 * replicas' host names mapped to two loopback servers. nginx checks it (`nginx -t`) and serves with
 * it: requests reach both replicas.
 */
const NGINX = '/usr/sbin/nginx';
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: { proxy: { environment: { LECTERN_UPSTREAMS: string } } };
};
let root = '';
let proxyPort = 0;
let nginx: ChildProcess | undefined;
const replicas: http.Server[] = [];

/** A stand-in for one `next start` replica: it answers with its name, never cacheable. */
function replica(name: string): Promise<http.Server> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(name),
  );
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += String(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Runs deploy/compose-proxy.sh as the image would, writing into `target`. */
function generate(recipe: string, target: string, upstreams: string) {
  return spawnSync('sh', ['deploy/compose-proxy.sh'], {
    encoding: 'utf8',
    env: { ...process.env, LECTERN_NGINX_RECIPE: recipe, LECTERN_NGINX_TARGET: target, LECTERN_UPSTREAMS: upstreams },
  });
}

// Skipped only where Debian's nginx is absent: `npm test -- deploy` installs it first (scripts/ensure-nginx.mjs).
// Plan: nothing to do; CI runs the deploy mode, which installs nginx, so this never skips there.
describe.skipIf(!existsSync(NGINX))('the compose proxy (deploy/compose-proxy.sh + deploy/nginx.conf), run by nginx', () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'lectern-compose-proxy-'));
    // nginx's worker drops to an unprivileged user when started as root: it must reach the cache folder.
    chmodSync(root, 0o777);
    mkdirSync(path.join(root, 'tmp'), { mode: 0o777 });
    replicas.push(await replica('site-1'), await replica('site-2'));
    const ports = Object.fromEntries(replicas.map((r, i) => [`site-${i + 1}`, (r.address() as AddressInfo).port]));
    // The compose value with each service's name and port mapped to its loopback stand-in.
    const upstreams = compose.services.proxy.environment.LECTERN_UPSTREAMS.replace(
      /(site-\d+):\d+/g,
      (_, s: string) => `127.0.0.1:${ports[s]}`,
    );
    const generated = generate('deploy/nginx.conf', path.join(root, 'default.conf'), upstreams);
    expect(generated.status, generated.stderr).toBe(0);
    proxyPort = await freePort();
    const conf = readFileSync(path.join(root, 'default.conf'), 'utf8')
      .replace('/var/cache/nginx/lectern', path.join(root, 'cache'))
      .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`);
    writeFileSync(path.join(root, 'default.conf'), conf);
    // nginx's image includes conf.d/*.conf inside `http { }`, as this wrapper does.
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${root}/tmp;`).join(' ');
    writeFileSync(
      path.join(root, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${root}/nginx.pid; error_log ${root}/error.log warn;
events { worker_connections 64; }
http { access_log off; ${temp} include ${root}/default.conf; }
`,
    );
  });

  afterAll(async () => {
    nginx?.kill();
    await Promise.all(replicas.map((r) => new Promise((resolve) => r.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the recipe with one upstream server per replica, and nothing else changed', () => {
    const recipe = readFileSync('deploy/nginx.conf', 'utf8').split('\n');
    const conf = readFileSync(path.join(root, 'default.conf'), 'utf8').split('\n');
    const servers = conf.filter((l) => /^\s*server 127\.0\.0\.1:\d+;$/.test(l));
    expect(servers).toHaveLength(2);
    expect(conf.filter((l) => !servers.includes(l) && !l.includes(root) && !l.includes(`listen 127.0.0.1:${proxyPort}`))).toEqual(
      recipe.filter((l) => l !== '  server 127.0.0.1:3000;' && !l.includes('/var/cache/nginx/lectern') && l !== '  listen 80;'),
    );
  });

  it('passes nginx -t', () => {
    const check = spawnSync(NGINX, ['-t', '-p', root, '-c', path.join(root, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toContain('test is successful');
  });

  it('sends requests to both replicas', async () => {
    nginx = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
    await waitFor(
      () =>
        get(proxyPort, '/').then(
          () => true,
          () => false,
        ),
      10_000,
      'nginx to listen',
    );
    const answers = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const answer = await get(proxyPort, '/quickstart');
      expect(answer.status).toBe(200);
      answers.add(answer.body);
    }
    expect([...answers].sort()).toEqual(['site-1', 'site-2']);
  });

  it('stops with a message when the recipe has no upstream line to replace', () => {
    const changed = path.join(root, 'changed.conf');
    writeFileSync(changed, readFileSync('deploy/nginx.conf', 'utf8').replace('server 127.0.0.1:3000;', 'server 10.0.0.1:3000;'));
    const result = generate(changed, path.join(root, 'unused.conf'), 'site-1:3000');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`lectern proxy: no '  server 127.0.0.1:3000;' line in ${changed}`);
  });
});
