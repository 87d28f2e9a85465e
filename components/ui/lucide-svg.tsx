import type { LucideIcon } from 'lucide-react';
import { createElement, type SVGProps } from 'react';

/** What a Lucide icon draws: its name, view box and SVG children. */
type IconData = {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  aliases?: string[];
  node: [string, Record<string, string | number>][];
};

const DATA = new WeakMap<LucideIcon, IconData>();

/**
 * The drawing behind a Lucide icon component. Each icon is `forwardRef(props => <Icon icon={data} />)`
 * (lucide-react 1.x, createLucideIcon): calling the render function once gives the data without
 * rendering Lucide's `Icon`.
 */
function iconData(icon: LucideIcon): IconData {
  let data = DATA.get(icon);
  if (!data) {
    const render = (icon as unknown as { render: (props: object, ref: null) => { props: { icon: IconData } } }).render;
    data = render({}, null).props.icon;
    DATA.set(icon, data);
  }
  return data;
}

const isA11yProp = (key: string) => key.startsWith('aria-') || key === 'role' || key === 'title';

/**
 * A Lucide icon as plain SVG, with the markup Lucide's component renders (same attributes in the
 * same order, classes `lucide lucide-<name>`). Lucide's `Icon` is a client component: drawn by it,
 * every server-rendered icon made the browser download Lucide's runtime on every page (issue 12,
 * first-load JavaScript). With lucide-react outside the server bundles (next.config.ts), this is
 * how the server draws icons; nothing here needs React's hooks, so any React copy will do.
 */
export function LucideSvg({
  icon,
  size,
  color,
  className,
  ...rest
}: { icon: LucideIcon; size?: number; color?: string; className?: string } & Omit<SVGProps<SVGSVGElement>, 'ref'>) {
  const data = iconData(icon);
  const names = [...(data.name ? [data.name] : []), ...(data.aliases ?? []).filter((a) => a.trim())].map((n) => `lucide-${n}`);
  const classes = [...new Set(['lucide', ...names, ...(className ?? '').split(/\s+/)].filter(Boolean))].join(' ');
  const hidden = !Object.entries(rest).some(([key, value]) => isA11yProp(key) && value != null);
  const attributes = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size ?? 24,
    height: size ?? 24,
    viewBox: `0 0 ${data.size ?? data.width ?? 24} ${data.size ?? data.height ?? 24}`,
    fill: 'none',
    stroke: color || 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    className: classes,
    ...(hidden ? { 'aria-hidden': 'true' as const } : {}),
    ...rest,
  };
  return createElement(
    'svg',
    attributes,
    data.node.map(([tag, attrs]) => createElement(tag, attrs)),
  );
}
