import { describe, expect, it } from 'vitest';
import { setOwnOriginCookies } from './own-origin-cookies';

/** A document whose cookie writes are recorded. */
function recorder() {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return '';
      },
    },
  };
}

describe('setOwnOriginCookies', () => {
  it('scopes each cookie to the request’s path for 30 s, and expires it on remove', () => {
    const { writes, doc } = recorder();
    const set = setOwnOriginCookies('theme=light; session=demo%20key', new URL('https://docs.test/demo-api/echo?q=1'), doc);
    expect(writes).toEqual([
      'theme=light; path=/demo-api/echo; samesite=strict; secure; max-age=30',
      'session=demo%20key; path=/demo-api/echo; samesite=strict; secure; max-age=30',
    ]);
    if (set.ok) set.remove();
    expect(writes.slice(2)).toEqual([
      'theme=; path=/demo-api/echo; samesite=strict; secure; max-age=0',
      'session=; path=/demo-api/echo; samesite=strict; secure; max-age=0',
    ]);
  });

  it.each([
    ['__Host-sid=1', '__Host-sid'],
    ['__Secure-sid=1', '__Secure-sid'],
    ['bad name=1', 'bad name'],
    ['a=x;path=/', 'a'],
  ])('refuses %s without writing anything', (header, name) => {
    const { writes, doc } = recorder();
    const set = setOwnOriginCookies(header, new URL('http://docs.test/x'), doc);
    expect(set).toMatchObject({ ok: false, message: expect.stringContaining(name) });
    expect(writes).toEqual([]);
  });

  it('refuses when there is no document', () => {
    expect(setOwnOriginCookies('a=1', new URL('http://docs.test/x'), undefined).ok).toBe(false);
  });
});
