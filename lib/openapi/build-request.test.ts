import { describe, expect, it } from 'vitest';
import { buildRequest, fillPath, joinServer, toFetchInput } from './build-request';

describe('buildRequest', () => {
  it('fills path and server variables, query arrays, headers, cookies and credentials', () => {
    const har = buildRequest({
      method: 'post',
      path: '/users/{id}/posts',
      server: { url: 'https://api.test/{version}/', variables: { version: 'v2' } },
      pathParams: { id: 'a b' },
      query: { tag: ['x', 'y'], limit: '10' },
      headers: { 'X-Trace': '1' },
      cookies: { session: 's' },
      body: { mediaType: 'application/json; charset=utf-8', value: { name: 'Ada' } },
      auth: [
        { type: 'bearer', token: 't' },
        { type: 'apiKey', in: 'query', name: 'key', value: 'k' },
      ],
    });
    expect(har).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v2/users/a%20b/posts',
      headers: [
        { name: 'X-Trace', value: '1' },
        { name: 'Authorization', value: 'Bearer t' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      queryString: [
        { name: 'tag', value: 'x' },
        { name: 'tag', value: 'y' },
        { name: 'limit', value: '10' },
        { name: 'key', value: 'k' },
      ],
      cookies: [{ name: 'session', value: 's' }],
      postData: { mimeType: 'application/json', text: '{\n  "name": "Ada"\n}' },
    });
  });

  it('encodes basic credentials and multipart files', () => {
    const har = buildRequest({
      method: 'PUT',
      path: '/up',
      auth: [{ type: 'basic', username: 'ü', password: 'p' }],
      body: { mediaType: 'multipart/form-data', value: { name: 'n', file: 'a.png' }, files: ['file'] },
    });
    expect(har.headers).toEqual([{ name: 'Authorization', value: `Basic ${Buffer.from('ü:p').toString('base64')}` }]);
    expect(har.postData).toEqual({
      mimeType: 'multipart/form-data',
      params: [
        { name: 'name', value: 'n' },
        { name: 'file', fileName: 'a.png' },
      ],
    });
    expect(har.url).toBe('/up');
  });

  it('toFetchInput sends what the HAR says', () => {
    const { url, init } = toFetchInput(
      buildRequest({ method: 'GET', path: '/a', server: { url: 'https://x.test' }, query: { q: 'a&b' }, cookies: { c: 'v w' } }),
    );
    expect(url).toBe('https://x.test/a?q=a%26b');
    expect(init).toEqual({ method: 'GET', headers: [['Cookie', 'c=v%20w']] });
  });

  it.each([
    ['/users/{id}', { id: '7' }, '/users/7'],
    ['/users/{id}', {}, '/users/{id}'],
    ['/a/{x}/{y}', { x: '1', y: '/' }, '/a/1/%2F'],
  ] as const)('fillPath %s', (path, values, want) => expect(fillPath(path, values)).toBe(want));

  it.each([
    [undefined, '/p', '/p'],
    [{ url: 'https://a.test/' }, '/p', 'https://a.test/p'],
    [{ url: 'https://{host}.test', variables: {} }, '/p', 'https://{host}.test/p'],
  ] as const)('joinServer %j', (server, path, want) => expect(joinServer(server, path)).toBe(want));
});

describe('attachments', () => {
  it('sends real files for multipart file parts and a whole-body file', async () => {
    const har = buildRequest({
      method: 'POST',
      path: '/up',
      body: { mediaType: 'multipart/form-data', value: { note: 'n', file: 'a.txt' }, files: ['file'] },
    });
    const { init } = toFetchInput(har, { files: { file: new Blob(['hello']) } });
    const form = init.body as FormData;
    expect(form.get('note')).toBe('n');
    expect(await (form.get('file') as File).text()).toBe('hello');
    expect((form.get('file') as File).name).toBe('a.txt');

    const raw = buildRequest({
      method: 'PUT',
      path: '/raw',
      body: { mediaType: 'application/octet-stream', value: undefined, file: 'x.bin' },
    });
    expect(raw.postData).toEqual({ mimeType: 'application/octet-stream', text: '@x.bin' });
    const blob = new Blob([new Uint8Array([1, 2])]);
    expect(toFetchInput(raw, { body: blob }).init.body).toBe(blob);
  });
});
