/**
 * Issue 11, hole 2: the deployment fetcher's SSRF guard missed IPv4-mapped IPv6, so
 * `http://[::ffff:127.0.0.1]:port/` reached loopback (and `::ffff:a9fe:a9fe` would reach cloud
 * metadata). A spec server on loopback stands in for the inside network: it must receive no
 * request at all, whether the mapped address is written in the URL or comes from DNS.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDeployment, getDeployment, queueDeployment } from '../store/deployments';
import { DEFAULT_PROJECT_ID } from '../store/projects';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { runDeployment } from './run-deployment';
import { safeGet, SPEC_FETCH_LIMITS } from './safe-fetch';

const requests: string[] = [];
const inside = http.createServer((req, res) => {
  requests.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"openapi":"3.1.0","info":{"title":"secret","version":"1"}}');
});
// Dual-stack, as a real inside service may be: reachable at 127.0.0.1 and at ::ffff:127.0.0.1.
await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
const port = (inside.address() as AddressInfo).port;
const env = useTempRuntime({ ALLOW_PRIVATE_NETWORK_FETCH: 'false' });
const production = { ...SPEC_FETCH_LIMITS, allowPrivate: false };

afterAll(async () => {
  await env.cleanup();
  inside.close();
});
beforeAll(() => expect(env.rt().env.allowPrivateNetworkFetch).toBe(false));

describe('the deployment fetcher refuses the inside network in every spelling', () => {
  it.each([
    `http://[::ffff:127.0.0.1]:${port}/openapi.json`,
    `http://[::ffff:7f00:1]:${port}/openapi.json`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${port}/openapi.json`,
    `http://2130706433:${port}/openapi.json`,
    `http://0x7f.1:${port}/openapi.json`,
    `http://127.1:${port}/openapi.json`,
  ])('%s', async (url) => {
    await expect(safeGet(url, {}, production)).rejects.toThrow(/private or loopback address \((127\.0\.0\.1|::ffff:7f00:1)\)/);
    expect(requests).toEqual([]);
  });

  it('a hostname whose DNS answer is an IPv4-mapped loopback address', async () => {
    const resolve = async () => [{ address: '::ffff:127.0.0.1', family: 6 }];
    await expect(safeGet(`http://specs.attacker.test:${port}/openapi.json`, {}, { ...production, resolve })).rejects.toThrow(
      /specs\.attacker\.test is a private or loopback address \(::ffff:127\.0\.0\.1\), range ipv4Mapped of 127\.0\.0\.1 \(loopback\)/,
    );
    expect(requests).toEqual([]);
  });

  it('a hostname whose answer mixes a public address with the metadata service, mapped', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:a9fe:a9fe', family: 6 },
    ];
    await expect(safeGet(`http://specs.attacker.test:${port}/openapi.json`, {}, { ...production, resolve })).rejects.toThrow(
      /169\.254\.169\.254 \(linkLocal\)/,
    );
    expect(requests).toEqual([]);
  });
});

describe('a real deployment of a docs.json naming a mapped loopback URL', () => {
  it('fails with the refusal in its log, and the inside server sees nothing', async () => {
    const url = `http://[::ffff:127.0.0.1]:${port}/openapi.json`;
    writeFileSync(
      path.join(env.rt().env.docsDir, 'docs.json'),
      JSON.stringify({ name: 'Site', navigation: { groups: [{ group: 'API', openapi: url }] } }),
    );
    const rt = env.rt();
    const queued = await queueDeployment(rt, DEFAULT_PROJECT_ID);
    const claimed = (await claimDeployment(rt, 'security-test', 60_000))!;
    await runDeployment(rt, claimed, 'security-test');
    const row = (await getDeployment(rt, queued.id))!;
    expect(row.status).toBe('failure');
    expect(JSON.parse(row.logs_json).join('\n')).toMatch(/private or loopback address \(::ffff:7f00:1\)/);
    expect(requests).toEqual([]);
  });
});
