import { createHash } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { SECURITY_OWN_PORT } from '../../../playwright.security.config';
import { memoryOf, pidListeningOn, resetPeak } from '../server-memory';

// Hole 5 on the own site, where the demo API is meant to run: it must not be a tool against the
// site's readers or the server. (On any other site it is a plain 404: e2e/security/auth.)

const MB = 1024 * 1024;
/** The upload cap of app/demo-api/upload/route.ts. */
const UPLOAD_CAP = 10 * MB;

test('the redirect endpoint sends readers nowhere but the demo API itself', async ({ request }) => {
  for (const to of [
    'https://evil.example/login',
    '//evil.example/demo-api/json',
    '/\\evil.example/',
    '/demo-api/../login',
    '/demo-api/%2e%2e/login',
    'javascript:alert(1)',
  ]) {
    const refused = await request.get(`/demo-api/redirect?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
    expect(refused.status(), to).toBe(400);
    expect(refused.headers()['content-type'], to).toBe('application/problem+json');
    expect(refused.headers().location, to).toBeUndefined();
    expect(await refused.json(), to).toMatchObject({ status: 400, code: 'validation_error', errors: [{ field: 'to' }] });
  }
  const own = await request.get('/demo-api/redirect?to=/demo-api/echo%3Fq%3D1', { maxRedirects: 0 });
  expect(own.status()).toBe(302);
  expect(own.headers().location).toBe('/demo-api/echo?q=1');
});

test('the echo never hands back the reader’s session cookie or credentials', async ({ request }) => {
  const session = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.session-secret-value';
  const secrets = [session, 'bearer-secret-value', 'proxy-secret-value', 'api-key-secret-value', 'csrf-secret-value'];
  for (const method of ['GET', 'POST'] as const) {
    const response = await request.fetch('/demo-api/echo?q=visible', {
      method,
      headers: {
        cookie: `authjs.session-token=${session}; __Secure-authjs.session-token=${session}; theme=dark`,
        authorization: `Bearer ${secrets[1]}`,
        'proxy-authorization': `Basic ${Buffer.from(`u:${secrets[2]}`).toString('base64')}`,
        'x-api-key': secrets[3],
        'x-csrf-token': secrets[4],
        'x-trace': 'trace-42',
      },
      data: method === 'POST' ? { name: 'Ada' } : undefined,
    });
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const secret of [...secrets, Buffer.from(`u:${secrets[2]}`).toString('base64')])
      expect(text, `${method} echoes a credential`).not.toContain(secret);
    const echo = JSON.parse(text);
    // Present but redacted: the playground can still show that they arrived, and how.
    expect(echo.headers).toMatchObject({
      authorization: 'Bearer [redacted]',
      'proxy-authorization': 'Basic [redacted]',
      'x-api-key': '[redacted]',
      'x-trace': 'trace-42',
    });
    expect(echo.cookies).toEqual({
      'authjs.session-token': '[redacted]',
      '__Secure-authjs.session-token': '[redacted]',
      theme: '[redacted]',
    });
    expect(echo.query).toEqual({ q: 'visible' });
    if (method === 'POST') expect(echo.json).toEqual({ name: 'Ada' });
  }
});

test('big-json is capped at 5 MB, whatever is asked', async ({ request }) => {
  const response = await request.get('/demo-api/big-json?mb=20');
  expect(response.status()).toBe(200);
  const size = (await response.body()).length;
  expect(size).toBeGreaterThan(5 * MB);
  expect(size).toBeLessThan(5 * MB + 64 * 1024);
});

test('an upload within the cap is still digested part by part', async ({ request }) => {
  const file = Buffer.alloc(2 * MB, 'lectern');
  const response = await request.post('/demo-api/upload', {
    multipart: { file: { name: 'a.bin', mimeType: 'application/octet-stream', buffer: file }, note: 'hello' },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).parts).toEqual([
    {
      name: 'file',
      filename: 'a.bin',
      type: 'application/octet-stream',
      size: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
    },
    { name: 'note', size: 5, sha256: createHash('sha256').update('hello').digest('hex') },
  ]);
});

test('an upload declaring 300 MB is refused with 413 before its body is read', async () => {
  const result = await upload({ total: 300 * MB, declareLength: true });
  expect(result.status).toBe(413);
  expect(result.contentType).toBe('application/problem+json');
  expect(JSON.parse(result.body)).toMatchObject({ status: 413, code: 'payload_too_large' });
  expect(result.sent).toBeLessThan(300 * MB);
});

test('a 300 MB streamed upload is refused at the cap, and the server’s memory grows by less than the cap', async () => {
  const pid = pidListeningOn(SECURITY_OWN_PORT);
  // The first refusal loads the route and grows the allocator's pools once; the bound is about
  // what each upload costs after that.
  await upload({ total: 300 * MB, declareLength: false });
  // Peak RSS is a whole-process figure: a GC that runs mid-upload, or another request the server
  // happens to serve, adds a few MB to one attempt. A server that buffers the body (request.formData())
  // grows by 300 MB or more on every attempt, so the smallest growth of three tells the two apart
  // without being at the mercy of one noisy sample.
  const growths: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = memoryOf(pid).rss;
    resetPeak(pid);
    const result = await upload({ total: 300 * MB, declareLength: false });
    growths.push(memoryOf(pid).peak - before);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ status: 413, code: 'payload_too_large' });
    // Refused early: the client was told to stop long before it had sent everything.
    expect(result.sent).toBeLessThan(300 * MB);
  }
  const least = Math.min(...growths);
  const shown = growths.map((g) => (g / MB).toFixed(1)).join(', ');
  expect(least, `peak RSS grew by ${shown} MB`).toBeLessThan(UPLOAD_CAP);
});

/**
 * Streams a well-formed multipart upload, one file part of `total` bytes, to the own server:
 * chunked unless `declareLength`, honouring backpressure, and stopping as soon as the response
 * arrives (what a client does when the server answers early).
 */
function upload({
  total,
  declareLength,
}: {
  total: number;
  declareLength: boolean;
}): Promise<{ status: number; contentType: string; body: string; sent: number }> {
  const head = Buffer.from(
    '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from('\r\n--XyZ--\r\n');
  const chunk = Buffer.alloc(256 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port: SECURITY_OWN_PORT,
      path: '/demo-api/upload',
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=XyZ',
        ...(declareLength ? { 'content-length': String(head.length + total + tail.length) } : {}),
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode!, contentType: String(response.headers['content-type']), body, sent });
      });
    });
    // The server may close the connection on an unread body once it has answered.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 ? Buffer.concat([head, chunk]) : chunk;
        sent += chunk.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      if (!answered) request.end(tail);
    };
    pump();
  });
}
