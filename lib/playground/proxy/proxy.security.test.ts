/**
 * Attacks on the playground proxy (issue 11), against a real API on loopback: every refusal must
 * happen before the API sees a request, unless the test says otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_HEADERS, encodeHeaderList } from '../proxy-protocol';
import { proxyFor, proxyRequest, refusalOf, startLoopbackApi } from './testing/loopback-api';

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
let base = '';
beforeAll(async () => {
  api = await startLoopbackApi();
  base = api.base;
});
afterAll(() => api.close());

/** The API's request count before and after `run`: how many reached it. */
async function reached(run: () => Promise<unknown>): Promise<number> {
  const before = api.received.length;
  await run();
  return api.received.length - before;
}

/** A request body that arrives as a stream of `chunks` chunks of `size` bytes (no Content-Length). */
function streamOf(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ === chunks) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

describe('hole 8: the proxy sends only the page’s operation', () => {
  const proxy = () => proxyFor([{ url: `${base}/v1` }]);
  it.each([
    ['/api/user', '/v1/users/42', 'forwarded'],
    ['/api/user', '/v1/users/42?then=../../admin', 'forwarded'],
    ['/api/user', '/v1/users/42/secret', 'not_this_operation'],
    ['/api/user', '/v1/admin', 'not_this_operation'],
    ['/api/user', '/v1/users/', 'not_this_operation'],
    ['/api/user', '/v1/users/42%2Fsecret', 'not_this_operation'],
    ['/api/user', '/v1/users/..%2Fadmin', 'not_this_operation'],
    ['/api/user', '/v1/users/%2e%2e/echo', 'not_this_operation'],
    ['/api/user', '/v1/users/%2E%2E', 'not_this_operation'],
    ['/api/user', '/v1/users/%5C..%5Cadmin', 'not_this_operation'],
    ['/api/user', '/v1/users/%zz', 'not_this_operation'],
    ['/api/user', '/users/42', 'target_not_allowed'],
    ['/api/file', '/v1/files/report.json', 'forwarded'],
    ['/api/file', '/v1/files/a%2Fb.json', 'not_this_operation'],
    ['/api/file', '/v1/files/report.yaml', 'not_this_operation'],
    // The public echo page cannot reach the other operations on the same server.
    ['/api/get-echo', '/v1/users/42', 'not_this_operation'],
    ['/api/get-echo', '/v1/big', 'not_this_operation'],
  ])('page %s, target %s → %s', async (page, path, want) => {
    let got = '';
    const count = await reached(async () => {
      const response = await proxy()(proxyRequest(`${base}${path}`, { method: 'GET', page }));
      got = response.headers.get(PROXY_HEADERS.outcome) === 'forwarded' ? 'forwarded' : (await refusalOf(response)).code;
    });
    expect(got).toBe(want);
    expect(count).toBe(want === 'forwarded' ? 1 : 0);
  });

  it('respects the server’s base path: https://api.x/v1 + /users/{id} is /v1/users/{id}', async () => {
    const handler = proxyFor([{ url: `${base}/v1/` }]);
    expect((await handler(proxyRequest(`${base}/v1/users/7`, { method: 'GET', page: '/api/user' }))).status).toBe(201);
    expect(api.received.at(-1)!.url).toBe('/v1/users/7');
  });

  it('sends only the operation’s method: HEAD for a GET is fine, others are refused unsent', async () => {
    const handler = proxy();
    expect((await handler(proxyRequest(`${base}/v1/users/1`, { method: 'HEAD', page: '/api/user' }))).status).toBe(201);
    expect(api.received.at(-1)!.method).toBe('HEAD');
    for (const method of ['POST', 'DELETE', 'OPTIONS']) {
      const count = await reached(async () => {
        const response = await handler(proxyRequest(`${base}/v1/users/1`, { method, page: '/api/user' }));
        expect((await refusalOf(response)).code).toBe('method_not_allowed');
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      });
      expect(count).toBe(0);
    }
  });
});

describe('the address policy, inside the proxy', () => {
  it('refuses an IPv4-mapped IPv6 literal of loopback before connecting', async () => {
    const mapped = `http://[::ffff:127.0.0.1]:${api.port}`;
    const handler = proxyFor([{ url: `${mapped}/v1` }], { vet: undefined });
    const count = await reached(async () => {
      const body = await refusalOf(await handler(proxyRequest(`${mapped}/v1/echo`, { body: 'x' })));
      expect(body.code).toBe('private_address');
      expect(body.detail).toContain('127.0.0.1');
    });
    expect(count).toBe(0);
  });
});

describe('malformed input is a 400 sentence, never a 500', () => {
  it('refuses a header value outside Latin-1 before connecting', async () => {
    const count = await reached(async () => {
      const response = await proxyFor([{ url: `${base}/v1` }])(
        proxyRequest(`${base}/v1/echo`, { body: 'x', headers: { [PROXY_HEADERS.headers]: encodeHeaderList([['X-Name', 'Ωmega']]) } }),
      );
      expect(response.status).toBe(400);
      const body = await refusalOf(response);
      expect(body.code).toBe('header_invalid');
      expect(body.detail).toContain('X-Name');
    });
    expect(count).toBe(0);
  });
});

describe('time limits', () => {
  it('has a deadline for the whole exchange, named in the refusal, even when the API is silent', async () => {
    const response = await proxyFor([{ url: `${base}/v1` }], { deadlineMs: 300 })(
      proxyRequest(`${base}/v1/silent`, { method: 'GET', page: '/api/silent' }),
    );
    const body = await refusalOf(response);
    expect(body.code).toBe('upstream_timeout');
    expect(body.detail).toContain("0.3 s, the proxy's limit for a whole request");
  });

  it('counts a slow upload against the same deadline', async () => {
    // The first chunk arrives, then nothing: the reader's browser (or an attacker) stalls.
    let sent = false;
    const stalled = new ReadableStream<Uint8Array>({
      pull: (controller) => void (sent ? new Promise(() => {}) : ((sent = true), controller.enqueue(new Uint8Array(10)))),
    });
    const count = await reached(async () => {
      const body = await refusalOf(
        await proxyFor([{ url: `${base}/v1` }], { deadlineMs: 300 })(
          proxyRequest(`${base}/v1/upload`, { page: '/api/upload', body: stalled, duplex: 'half' }),
        ),
      );
      expect(body.code).toBe('upstream_timeout');
      expect(body.detail).toContain('0.3 s');
    });
    expect(count).toBe(0);
  });

  it('cuts off a response body that is still arriving at the deadline', async () => {
    const response = await proxyFor([{ url: `${base}/v1` }], { deadlineMs: 300 })(
      proxyRequest(`${base}/v1/trickle`, { method: 'GET', page: '/api/trickle' }),
    );
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});

describe('request bodies stream to the API under a cap', () => {
  it('cuts an upload off at the cap: 413 for the reader, a broken-off body for the API', async () => {
    const handler = proxyFor([{ url: `${base}/v1` }], { maxRequestBytes: 64 * 1024, replayBytes: 1024 });
    const response = await handler(proxyRequest(`${base}/v1/upload`, { page: '/api/upload', body: streamOf(50, 4096), duplex: 'half' }));
    expect(response.status).toBe(413);
    expect((await refusalOf(response)).code).toBe('request_too_large');
    // The API saw the upload start, then the connection end before the body did.
    await expect.poll(() => api.received.filter((r) => r.url === '/v1/upload').length).toBe(1);
    const upload = api.received.find((r) => r.url === '/v1/upload')!;
    expect(upload.complete).toBe(false);
    expect(upload.body.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('streams a body under the cap whole', async () => {
    const handler = proxyFor([{ url: `${base}/v1` }], { maxRequestBytes: 64 * 1024, replayBytes: 1024 });
    const response = await handler(proxyRequest(`${base}/v1/echo`, { body: streamOf(10, 4096), duplex: 'half' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { body: string }).body.length).toBe(40_960);
  });

  it('replays a small body on 307, refuses to replay a streamed one, and drops it on 303', async () => {
    const handler = proxyFor([{ url: `${base}/v1` }], { replayBytes: 1024 });
    const small = await handler(
      proxyRequest(`${base}/v1/redirect?status=307&to=/v1/echo`, { page: '/api/redirect', body: 'a'.repeat(1024) }),
    );
    expect(((await small.json()) as { body: string }).body.length).toBe(1024);

    const large = await refusalOf(
      await handler(
        proxyRequest(`${base}/v1/redirect?status=307&to=/v1/echo`, { page: '/api/redirect', body: streamOf(4, 1024), duplex: 'half' }),
      ),
    );
    expect(large.code).toBe('redirect_not_replayable');
    expect(large.detail).toContain('/v1/echo');

    const seeOther = await handler(
      proxyRequest(`${base}/v1/redirect?status=303&to=/v1/echo`, { page: '/api/redirect', body: streamOf(4, 1024), duplex: 'half' }),
    );
    expect(await seeOther.json()).toMatchObject({ method: 'GET', url: '/v1/echo', body: '' });
  });
});
