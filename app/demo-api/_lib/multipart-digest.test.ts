import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestMultipart, multipartBoundary, MultipartError } from './multipart-digest';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const LIMITS = { maxBytes: 1024 * 1024, maxParts: 10 };

/** A stream delivering `body` in chunks of `size` bytes, to cross every boundary at every offset. */
function streamOf(body: Buffer, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(at, at + size)));
      at += size;
    },
  });
}

async function errorOf(promise: Promise<unknown>): Promise<MultipartError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MultipartError);
  return error as MultipartError;
}

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['Multipart/Form-Data;boundary="a b;c"', 'a b;c'],
    ['multipart/form-data; charset=utf-8; boundary=----WebKitFormBoundaryX', '----WebKitFormBoundaryX'],
    ['multipart/form-data', null],
    ['multipart/mixed; boundary=abc', null],
    ['application/json', null],
    [null, null],
    [`multipart/form-data; boundary=${'x'.repeat(71)}`, null],
  ])('%j → %j', (type, want) => {
    expect(multipartBoundary(type)).toBe(want);
  });
});

describe('digestMultipart', () => {
  const file = Buffer.concat([Buffer.from('Lectern ✓\r\n--not-the-boundary\r\n'), Buffer.alloc(3000, 7), Buffer.from('\r\n--boun')]);
  const body = Buffer.concat([
    Buffer.from(
      'preamble to ignore\r\n--bound\r\nContent-Disposition: form-data; name="file"; filename="a \\"b\\".bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(
      '\r\n--bound  \r\nContent-Disposition: form-data; name="note"\r\n\r\na note\r\n--bound\r\nContent-Disposition: form-data; name="empty"; filename="e.txt"\r\n\r\n\r\n--bound--\r\nepilogue',
    ),
  ]);
  const want = [
    { name: 'file', filename: 'a "b".bin', type: 'application/octet-stream', size: file.length, sha256: sha(file) },
    { name: 'note', size: 6, sha256: sha('a note') },
    { name: 'empty', filename: 'e.txt', type: 'text/plain', size: 0, sha256: sha('') },
  ];

  it.each([1, 2, 7, 13, 64, 4096, body.length])('reads parts delivered in %i-byte chunks', async (size) => {
    expect(await digestMultipart(streamOf(body, size), 'bound', LIMITS)).toEqual(want);
  });

  it('agrees with the Fetch standard parser on what a browser sends', async () => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'image/png' }), 'photo.png');
    form.append('note', 'ü and more');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const boundary = multipartBoundary(request.headers.get('content-type'))!;
    const bytes = Buffer.from(await request.arrayBuffer());
    expect(await digestMultipart(streamOf(bytes, 100), boundary, LIMITS)).toEqual([
      { name: 'file', filename: 'photo.png', type: 'image/png', size: file.length, sha256: sha(file) },
      { name: 'note', size: Buffer.byteLength('ü and more'), sha256: sha('ü and more') },
    ]);
  });

  it('refuses a body past the cap as too_large, without reading it to the end', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const error = await errorOf(digestMultipart(endless, 'bound', { maxBytes: 1024 * 1024, maxParts: 10 }));
    expect(error.kind).toBe('too_large');
    expect(pulled * 64 * 1024).toBeLessThanOrEqual(1024 * 1024 + 2 * 64 * 1024);
  });

  it.each([
    ['no closing delimiter', '--bound\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'],
    ['no delimiter at all', 'just text'],
    ['a part without form-data disposition', '--bound\r\nContent-Type: text/plain\r\n\r\nx\r\n--bound--'],
    ['a part without a name', '--bound\r\nContent-Disposition: form-data\r\n\r\nx\r\n--bound--'],
    ['garbage after a delimiter', '--bound garbage\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--bound--'],
    [
      'too many parts',
      Array.from({ length: 11 }, (_, i) => `--bound\r\nContent-Disposition: form-data; name="p${i}"\r\n\r\nx\r\n`).join('') + '--bound--',
    ],
  ])('refuses %s as malformed', async (_, text) => {
    expect((await errorOf(digestMultipart(streamOf(Buffer.from(text), 5), 'bound', LIMITS))).kind).toBe('malformed');
  });
});
