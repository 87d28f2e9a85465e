import net from 'node:net';
import { expect, test } from '@playwright/test';
import { AUTH_ORIGIN } from '../../../playwright.auth.config';

/**
 * Issue 11, hole 8, against the production sign-in fixture (test/fixtures/auth-site): playground
 * access was decided per page, so a signed-out reader could name the public "List open things"
 * page and have the proxy call a gated operation's path on the same server. The spec's server is
 * http://127.0.0.1:3244/demo; a listener there proves the refusals come before any connection.
 */
const PUBLIC_PAGE = '/api-reference/things/list-open-things';
const SERVER = 'http://127.0.0.1:3244/demo';

/** What the proxy answers a signed-out reader (no cookies) asking for `target` as `PUBLIC_PAGE`. */
async function ask(target: string, method = 'GET'): Promise<{ status: number; code: string }> {
  const response = await fetch(`${AUTH_ORIGIN}/api/playground/proxy`, {
    method,
    headers: {
      'x-lectern-target': target,
      'x-lectern-page': encodeURIComponent(PUBLIC_PAGE),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: '{"markerSignedInField":"x"}' } : {}),
  });
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return { status: response.status, code: ((await response.json()) as { code: string }).code };
}

let connections = 0;
let server: net.Server;
test.beforeAll(async () => {
  server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(3244, '127.0.0.1', resolve);
  });
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a signed-out reader cannot reach gated operations through a public page’s playground', async () => {
  // The gated operations of the same server, and tricks to reach them from the public path.
  for (const [target, method] of [
    [`${SERVER}/beta-secret`, 'GET'],
    [`${SERVER}/beta-secret?markerBetaSecretParam=1`, 'GET'],
    [`${SERVER}/auth-playground`, 'GET'],
    [`${SERVER}/open/../beta-secret`, 'GET'],
    [`${SERVER}/open/%2e%2e/beta-secret`, 'GET'],
    [`${SERVER}/open%2F..%2Fbeta-secret`, 'GET'],
    [`${SERVER}/signed-in-op`, 'POST'],
  ]) {
    expect([target, method, await ask(target, method)]).toEqual([target, method, { status: 403, code: 'not_this_operation' }]);
  }
  // The page's own operation, with another method.
  expect(await ask(`${SERVER}/open`, 'POST')).toEqual({ status: 405, code: 'method_not_allowed' });
  // Its own operation passes these checks and meets the next one: this server is on loopback.
  expect(await ask(`${SERVER}/open?limit=2`)).toEqual({ status: 403, code: 'private_address' });
  expect(connections).toBe(0);
});
