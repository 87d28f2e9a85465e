import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../env';
import { clearSpecCache, loadSpec } from './load';

/**
 * docs.json is edited by whoever edits the docs, the agent included: a spec URL must not make the
 * build machine fetch from its own private network (and publish the answer as API pages). With
 * private fetches off (production's default), loopback and mapped forms of it are refused before
 * any connection: the listener below must see nothing.
 */
let listener: http.Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  listener = http.createServer((_req, res) => res.end('{}'));
  listener.on('connection', () => connections++);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
});

afterEach(() => {
  clearSpecCache();
  delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
  resetEnv();
});

describe('spec URLs cannot reach private addresses', () => {
  it.each(['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '2130706433', '127.1'])(
    'https://%s:<port>/spec.json is refused, with no connection',
    async (host) => {
      process.env.ALLOW_PRIVATE_NETWORK_FETCH = 'false';
      resetEnv();
      const result = await loadSpec(`https://${host}:${port}/spec.json`, '/nowhere');
      expect(result).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/private or loopback address/) }] });
      expect(connections).toBe(0);
    },
  );
});
