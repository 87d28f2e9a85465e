import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSpecCache, loadSpec } from './load';
import { MAX_SPEC_BYTES } from './read-source';

const SPEC = '{"openapi":"3.1.0","info":{"title":"Remote","version":"1"},"paths":{}}';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSpecCache();
});

describe('URL-hosted specs', () => {
  it('fetches https specs once per process (until the cache is cleared)', async () => {
    const fetchMock = vi.fn(async () => new Response(SPEC, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const a = await loadSpec('https://specs.test/api.json', '/nowhere');
    const b = await loadSpec('https://specs.test/api.json', '/nowhere');
    expect(a.ok && a.spec).toMatchObject({ source: 'https://specs.test/api.json', file: 'https://specs.test/api.json', version: '3.1' });
    expect(b.ok && a.ok && b.spec.doc === a.spec.doc).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ signal: expect.any(AbortSignal) });
  });

  const failures: [string, () => Promise<Response>, RegExp][] = [
    ['HTTP errors', async () => new Response('no', { status: 404 }), /HTTP 404/],
    ['timeouts', async () => { throw Object.assign(new Error('aborted'), { name: 'TimeoutError' }); }, /no answer within 10 s/],
    ['declared oversize', async () => new Response('{}', { headers: { 'content-length': String(MAX_SPEC_BYTES + 1) } }), /larger than the 50 MB limit/],
    ['streamed oversize', async () => new Response(new ReadableStream({ pull(c) { c.enqueue(new Uint8Array(8 * 1024 * 1024)); } })), /larger than the 50 MB limit/],
  ];
  it.each(failures)('reports %s as unreadable', async (_name, respond, message) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    const result = await loadSpec('https://specs.test/broken.json', '/nowhere');
    expect(result).toMatchObject({ ok: false, unreadable: true, problems: [{ file: 'https://specs.test/broken.json', message: expect.stringMatching(message) }] });
  });
});
