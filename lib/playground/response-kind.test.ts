import { describe, expect, it } from 'vitest';
import { responseFileName, responseKind } from './response-kind';

describe('responseFileName', () => {
  it('takes Content-Disposition first, plain or RFC 5987', () => {
    expect(responseFileName([['Content-Disposition', 'attachment; filename="report.csv"']], 'http://a/x', 'text/csv')).toBe('report.csv');
    expect(
      responseFileName([['content-disposition', "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf"]], undefined, 'application/pdf'),
    ).toBe('résumé.pdf');
  });

  it('names the body after the URL, with an extension for its kind', () => {
    expect(responseFileName([], 'http://localhost/demo-api/big-json?mb=5', 'application/json; charset=utf-8')).toBe('big-json.json');
    expect(responseFileName([], 'http://localhost/demo-api/image', 'image/png')).toBe('image.png');
    expect(responseFileName([], 'http://localhost/files/logo.svg', 'image/svg+xml')).toBe('logo.svg');
    expect(responseFileName([], 'http://localhost/page', 'text/html')).toBe('page.html');
    expect(responseFileName([], 'http://localhost/notes', 'text/plain')).toBe('notes.txt');
    expect(responseFileName([], 'http://localhost/', 'application/octet-stream')).toBe('response.bin');
    expect(responseFileName([], undefined, undefined)).toBe('response.txt');
  });
});

describe('responseKind', () => {
  it.each([
    ['application/problem+json', 'json'],
    ['image/svg+xml', 'text'],
    ['text/event-stream; charset=utf-8', 'event-stream'],
    ['application/zip', 'binary'],
    [undefined, 'text'],
  ] as const)('%s → %s', (type, kind) => expect(responseKind(type)).toBe(kind));
});
