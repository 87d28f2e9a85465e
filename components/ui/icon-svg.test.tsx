import * as lucide from 'lucide-react';
import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Icon } from './icon';
import { IconSvg } from './icon-svg';
import { iconTypeProps } from './icon-type';
import { getLucideIcon } from './lucide-icons';

// The reference is lucide-react itself: what the site drew before icons were drawn from the
// generated map (issue 12), and what readers must keep seeing.
const LIBRARY = lucide as unknown as Record<string, LucideIcon | undefined>;
const lucideMarkup = (exported: string, props: LucideProps) => renderToStaticMarkup(createElement(LIBRARY[exported]!, props));

describe('IconSvg draws what lucide-react draws', () => {
  test('every icon, as Icon renders it (size, class, aria-hidden)', () => {
    const props = { size: 16, className: 'nav-icon', 'aria-hidden': 'true' as const };
    const differ = Object.keys(lucide.icons).filter(
      (exported) => renderToStaticMarkup(<IconSvg icon={getLucideIcon(exported)!} {...props} />) !== lucideMarkup(exported, props),
    );
    expect(differ).toEqual([]);
  });

  const variants: [string, LucideProps][] = [
    ['no props', {}],
    ['a colour and a size', { size: 32, color: '#f00' }],
    ['classes repeated and spaced', { className: '  a lucide b a ' }],
    ['a label instead of aria-hidden', { 'aria-label': 'Warning', role: 'img' }],
    ['solid', { ...iconTypeProps('solid'), 'aria-hidden': 'true', 'data-icon-type': 'solid' } as LucideProps],
    ['duotone', { ...iconTypeProps('duotone'), 'aria-hidden': 'true', 'data-icon-type': 'duotone' } as LucideProps],
    ['thin', { ...iconTypeProps('thin'), size: 20 }],
  ];
  // Renamed icons carry their old names as classes (triangle-alert → triangle-exclamation-point).
  const samples = ['Rocket', 'TriangleExclamationPoint', 'ArrowDown01', 'GitFork', 'Circle'];
  test.each(variants)('%s', (_, props) => {
    for (const exported of samples) {
      expect(renderToStaticMarkup(<IconSvg icon={getLucideIcon(exported)!} {...(props as object)} />)).toBe(lucideMarkup(exported, props));
    }
  });
});

describe('getLucideIcon', () => {
  test('every icon export of lucide-react (X, XIcon, LucideX, old names) finds the icon it is', () => {
    const icons = new Map(Object.values(lucide.icons).map((c) => [c, c.displayName]));
    const wrong = Object.entries(LIBRARY)
      .filter(([, value]) => icons.has(value as LucideIcon))
      .filter(([exported, value]) => {
        const found = getLucideIcon(exported);
        return !found || renderToStaticMarkup(<IconSvg icon={found} />) !== lucideMarkup(icons.get(value as LucideIcon)!, {});
      })
      .map(([exported]) => exported);
    expect(wrong).toEqual([]);
  });

  test('names that are not icons find nothing (the base Icon, the provider, the helpers)', () => {
    for (const name of ['Icon', 'LucideProvider', 'CreateLucideIcon', 'Icons', 'Lucide', 'NoSuchIcon', '__proto__', 'Constructor']) {
      expect(getLucideIcon(name)).toBeUndefined();
    }
  });
});

describe('Icon by name draws the Lucide icon it names', () => {
  // [name as written in docs.json or MDX, the lucide-react export it meant before]
  const cases: [string, string, string?][] = [
    ['rocket', 'Rocket'],
    ['circle-info', 'Info'],
    ['gear', 'Settings'],
    ['triangle-exclamation', 'TriangleExclamationPoint'],
    ['fa-solid fa-bolt', 'Zap', 'solid'],
    ['fa-bolt', 'Zap'],
    ['lucide:bolt', 'Bolt'],
    ['lucide:triangle-alert', 'TriangleAlert', 'duotone'],
    ['alert-triangle', 'AlertTriangle'],
    ['Book-Open', 'BookOpen', 'light'],
    ['github', 'GitFork'],
    ['arrow-down-0-1', 'ArrowDown01'],
  ];
  test.each(cases)('%s → %s (%s)', (name, exported, iconType) => {
    const styled = iconType ? { ...iconTypeProps(iconType), 'data-icon-type': iconType } : {};
    const want = lucideMarkup(exported, { size: 18, className: 'x', color: '#123456', 'aria-hidden': 'true', ...styled });
    expect(renderToStaticMarkup(<Icon name={name} size={18} className="x" color="#123456" iconType={iconType} />)).toBe(want);
  });
});
