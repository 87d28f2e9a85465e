import { expect, it } from 'vitest';
import { expandPlace } from './deferred-address';
import { compactPlace } from './deferred-compact';
import { fieldsResourceUrl } from './deferred-place';

const base = { p: '/api/repos/get a répo', s: 'openapi/git hub.json' };

it('a placeholder in short spells its address and link again byte for byte, whatever the page, spec or anchor hold', () => {
  const cases = [
    {
      src: fieldsResourceUrl({ page: base.p, at: '200.owner&x=1' }, 'v1'),
      fallback: `${base.p}.md`,
      at: '200.owner&x=1',
      what: 'child attributes',
    },
    {
      src: fieldsResourceUrl(
        { spec: base.s, name: 'simple user', mode: 'response', above: ['a', 'b'], depth: 1, root: '200', at: '200.x[]' },
        'v2',
      ),
      fallback: '/schemas/simple-user',
      at: '200.x',
      what: 'item fields',
    },
    {
      src: fieldsResourceUrl({ spec: base.s, name: 'User', mode: 'request', above: [], depth: 0, root: 'body', at: 'body.owner' }, 'v3'),
      fallback: `${base.p}.md`,
      at: 'body.owner',
      what: 'child attributes',
    },
    // Another page's or spec's address (never drawn so, but possible): carried whole.
    { src: fieldsResourceUrl({ page: '/other', at: 'a' }, 'v4'), fallback: '/x.md', at: 'a', what: 'options' },
    { src: '/elsewhere?at=a', fallback: '/x.md', at: 'a', what: 'child attributes' },
  ];
  for (const { src, fallback, at, what } of cases) {
    const short = compactPlace(src, fallback, at, what, base);
    expect(expandPlace(short, base)).toEqual({ src, fallback });
    expect(short.what).toBe(what === 'child attributes' ? undefined : what);
    expect(JSON.stringify(short).length).toBeLessThanOrEqual(JSON.stringify({ what, src, fallback, at }).length);
  }
  // The page's own levels: the anchor and version only.
  expect(compactPlace(cases[0].src, cases[0].fallback, cases[0].at, 'child attributes', base)).toEqual({ at: '200.owner&x=1', v: 'v1' });
  expect(compactPlace(cases[2].src, cases[2].fallback, cases[2].at, 'child attributes', base)).toEqual({
    at: 'body.owner',
    v: 'v3',
    q: 'schema=User&mode=request&depth=0&root=body',
  });
});
