import http from 'node:http';
import net from 'node:net';
import { expect, test } from '../../fixtures';
import { SECURITY_OWN_ORIGIN } from '../../../playwright.security.config';

/**
 * Issue 11, hole 3, against the production own site (`next start`, no test environment): the
 * playground proxy resolved a relative server (`url: /`, as the demo API has) against the Host
 * header the client sent, so `Host: anything` and a matching target made it connect anywhere.
 */
const JSON_PAGE = '/api-reference/media/get-a-json-document';
const ECHO_PAGE = '/api-reference/echo/echo-a-request';

/** A loopback listener that counts every connection made to it. */
async function listener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A raw request to the site's proxy, with whatever Host and headers an attacker chooses. */
function rawProxyRequest(
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const site = new URL(SECURITY_OWN_ORIGIN);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: site.hostname, port: site.port, path: '/api/playground/proxy', method, headers, setHost: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('a proxy request with a forged Host does not reach the host it names', async () => {
  const inside = await listener();
  try {
    const target = `http://127.0.0.1:${inside.port}/demo-api/json`;
    const answer = await rawProxyRequest({
      host: `127.0.0.1:${inside.port}`,
      'x-lectern-target': target,
      'x-lectern-page': encodeURIComponent(JSON_PAGE),
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    const problem = JSON.parse(answer.body) as { code: string; detail: string };
    // Refused as outside the servers: the Host header never made the target one of them (the old
    // code accepted it and only the loopback rule stopped it here; a public host went through).
    expect(problem.code).toBe('target_not_allowed');
    expect(problem.detail).toContain('SITE_URL');
    expect(inside.connections()).toBe(0);
  } finally {
    await inside.close();
  }
});

test('a header value outside Latin-1 is a 400 problem+json, not a 500', async () => {
  const headers = encodeURIComponent(JSON.stringify([['X-Name', 'Ωmega']]));
  const answer = await rawProxyRequest({
    host: new URL(SECURITY_OWN_ORIGIN).host,
    'x-lectern-target': 'http://localhost:3000/demo-api/echo',
    'x-lectern-page': encodeURIComponent(ECHO_PAGE),
    'x-lectern-headers': headers,
  });
  expect(answer.status).toBe(400);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  const problem = JSON.parse(answer.body) as { code: string; detail: string };
  expect(problem.code).toBe('header_invalid');
  expect(problem.detail).toContain('X-Name');
  expect(answer.body).not.toMatch(/\bat .+\.js:\d+/);
});

test('in Chromium, the demo playground sends to this site with no test environment and no proxy', async ({ page }) => {
  const proxied: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/playground/proxy') && proxied.push(request.url())));
  await page.goto(JSON_PAGE);
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await page.locator('#pg-server').selectOption({ label: '/ — This Lectern site, at whatever address it runs' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.pg-status')).toContainText('200');
  await expect(page.locator('.pg-json')).toBeVisible();
  expect(proxied).toEqual([]);
});
