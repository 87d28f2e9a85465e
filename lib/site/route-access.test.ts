import { describe, expect, it } from 'vitest';
import { ownAccess, resolveAccess } from './route-access';

describe('resolveAccess (nearest level decides)', () => {
  it.each<[string, Parameters<typeof resolveAccess>[0], ReturnType<typeof resolveAccess>]>([
    ['nothing set', [{}, {}], {}],
    ['root public: false', [{}, { public: false }], { public: false }],
    ['page public: true inside a gated tab', [{ public: true }, { groups: ['beta'] }, {}], { public: true }],
    ['page groups inside a public group', [{ groups: ['a'] }, { public: true }], { groups: ['a'] }],
    ['groups beat public on one element', [{ groups: ['a'], public: true }], { groups: ['a'] }],
    ['inner group beats outer tab', [{}, { groups: ['a'] }, { groups: ['b'] }], { groups: ['a'] }],
    ['empty groups are not a gate', [{ groups: [] }, { public: false }], { public: false }],
  ])('%s', (_, levels, want) => expect(resolveAccess(levels)).toEqual(want));
});

describe('ownAccess', () => {
  it('with playground: auth, groups choose who gets the playground, not who sees the page', () => {
    expect(ownAccess({ playground: 'auth', groups: ['a'], public: true })).toEqual({
      level: { public: true },
      playground: 'auth',
      playgroundGroups: ['a'],
    });
  });
  it('without playground, groups gate the page', () => {
    expect(ownAccess({ groups: ['a'] })).toEqual({ level: { public: undefined, groups: ['a'] }, playground: undefined });
  });
  it('ignores values of the wrong type', () => {
    expect(ownAccess({ groups: 'a', public: 'yes', playground: 'maybe' })).toEqual({
      level: { public: undefined, groups: undefined },
      playground: undefined,
    });
  });
});
