import { describe, expect, test } from 'vitest';
import { findIcon, isIconImage } from './icon';
import { ICON_ALIASES } from './icon-aliases';
import { iconTypeProps } from './icon-type';
import { lucidePascal } from './lucide-pascal';

/** The lucide-react export name of the icon a name finds (its canonical name), or undefined. */
function lucideName(name: string): string | undefined {
  const found = findIcon(name);
  return found && lucidePascal(found.name);
}

describe('findIcon', () => {
  test('every Font Awesome alias points at an icon Lucide ships', () => {
    const broken = Object.entries(ICON_ALIASES)
      .filter(([name]) => !findIcon(name))
      .map(([name, target]) => `${name} → ${target}`);
    expect(broken).toEqual([]);
  });

  const cases: [string, string | undefined][] = [
    ['rocket', 'Rocket'],
    ['circle-info', 'Info'],
    ['gear', 'Settings'],
    ['magnifying-glass', 'Search'],
    ['triangle-exclamation', 'TriangleExclamationPoint'],
    ['bolt', 'Zap'],
    ['fa-solid fa-bolt', 'Zap'],
    ['lucide:bolt', 'Bolt'],
    ['triangle-alert', 'TriangleExclamationPoint'],
    ['Book-Open', 'BookOpen'],
    ['github', 'GitFork'],
    ['no-such-icon-anywhere', undefined],
    ['', undefined],
  ];
  test.each(cases)('%s → %s', (name, want) => {
    expect(lucideName(name)).toBe(want);
  });
});

test.each([
  ['/images/logo.svg', true],
  ['https://cdn.example.com/i.png', true],
  ['./icon.png', true],
  ['rocket', false],
  ['lucide:rocket', false],
])('isIconImage(%s) = %s', (name, want) => {
  expect(isIconImage(name)).toBe(want);
});

describe('iconTypeProps', () => {
  test.each([
    ['regular', {}],
    ['brands', {}],
    [undefined, {}],
    ['solid', { fill: 'currentColor' }],
    ['sharp-solid', { fill: 'currentColor' }],
    ['duotone', { fill: 'currentColor', fillOpacity: 0.3 }],
    ['light', { strokeWidth: 1.5 }],
    ['thin', { strokeWidth: 1 }],
  ])('%s → %j', (iconType, want) => expect(iconTypeProps(iconType)).toEqual(want));
});
