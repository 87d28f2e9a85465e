import { createElement, type SVGProps } from 'react';
import type { IconData } from './lucide-icons';

type IconSvgProps = { icon: IconData; size?: number; color?: string; className?: string; strokeWidth?: number } & Omit<
  SVGProps<SVGSVGElement>,
  'ref' | 'strokeWidth'
>;

const isA11yProp = (key: string) => key.startsWith('aria-') || key === 'role' || key === 'title';

/**
 * A Lucide icon as plain SVG, with the markup lucide-react's component renders: the same
 * attributes in the same order (its defaults, then colour, size, stroke width, classes
 * `lucide lucide-<name> lucide-<old name>…`, view box, `aria-hidden` unless labelled, then the
 * caller's own). A server component with no hooks, so it needs neither Lucide's client runtime
 * nor its icon modules; icon-svg.test.tsx compares the markup with lucide-react's.
 */
export function IconSvg({ icon, size, color, className, strokeWidth, ...rest }: IconSvgProps) {
  const classes = new Set(['lucide', `lucide-${icon.name}`, ...icon.aliases.map((a) => `lucide-${a}`)]);
  for (const token of (className ?? '').split(/\s+/)) if (token) classes.add(token);
  const labelled = Object.entries(rest).some(([key, value]) => isA11yProp(key) && value != null);
  // Key order is attribute order in the markup: Lucide's defaults first, overridden in place.
  const attributes: Record<string, unknown> = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size ?? 24,
    height: size ?? 24,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: color || 'currentColor',
    strokeWidth: strokeWidth ?? 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: [...classes].join(' '),
    ...(labelled ? {} : { 'aria-hidden': 'true' }),
    ...rest,
  };
  return createElement('svg', attributes, ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)));
}
