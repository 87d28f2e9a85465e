import katex from 'katex';
import type { CSSProperties, ReactNode } from 'react';
import { Icon as UiIcon } from '@/components/ui/icon';
import { Anchor } from './anchor';
import { toBool, toNumber, type Flag } from './props';

/** `<Icon icon="flag" size={32} color="#f00" />`, or `src` for an image; inline with text. */
export function Icon({
  icon,
  src,
  size,
  color,
  className,
}: {
  icon?: string;
  src?: string;
  size?: number | string;
  color?: string;
  className?: string;
}) {
  return (
    <span className={`mdx-icon${className ? ` ${className}` : ''}`}>
      <UiIcon name={src ?? icon} size={toNumber(size, 16)} color={color} />
    </span>
  );
}

type TooltipProps = { tip?: string; headline?: string; cta?: string; href?: string; children?: ReactNode };

/** A term with a definition shown on hover and on keyboard focus (CSS only, no script). */
export function Tooltip({ tip, headline, cta, href, children }: TooltipProps) {
  return (
    <span className="tooltip" tabIndex={0}>
      <span className="tooltip-trigger">{children}</span>
      <span className="tooltip-content" role="tooltip">
        {headline && <strong className="tooltip-headline">{headline}</strong>}
        {tip && <span className="tooltip-tip">{tip}</span>}
        {cta && href && (
          <Anchor className="tooltip-cta" href={href}>
            {cta} →
          </Anchor>
        )}
      </span>
    </span>
  );
}

type BadgeProps = {
  color?: string;
  size?: string;
  shape?: string;
  icon?: string;
  stroke?: Flag;
  disabled?: Flag;
  className?: string;
  children?: ReactNode;
};

const BADGE_COLORS = new Set([
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
]);

/** A small label: named colour (or any CSS colour), size `xs`–`lg`, `rounded` or `pill`. */
export function Badge({ color = 'gray', size = 'md', shape = 'rounded', icon, stroke, disabled, className, children }: BadgeProps) {
  const named = BADGE_COLORS.has(color);
  const style = named ? undefined : ({ '--badge-color': color } as CSSProperties);
  const classes = [
    'badge',
    `badge-${named ? color : 'custom'}`,
    `badge-${size}`,
    `badge-${shape}`,
    toBool(stroke) && 'badge-stroke',
    toBool(disabled) && 'badge-disabled',
    className,
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')} style={style} aria-disabled={toBool(disabled) || undefined}>
      {icon && <UiIcon name={icon} size={size === 'lg' ? 14 : 12} />}
      {children}
    </span>
  );
}

/**
 * `<Latex>` holding TeX source, typeset on the server like `$…$` (KaTeX writes the markup; the
 * source is the author's text, never HTML). Anything but plain text is shown as it is.
 */
export function Latex({ children }: { children?: ReactNode }) {
  const source =
    typeof children === 'string'
      ? children
      : Array.isArray(children) && children.every((c) => typeof c === 'string')
        ? children.join('')
        : null;
  if (source === null) return <span className="latex">{children}</span>;
  return (
    <span
      className="latex"
      dangerouslySetInnerHTML={{ __html: katex.renderToString(source.trim(), { throwOnError: false, strict: false }) }}
    />
  );
}

/** `<Link href>`: the same link as Markdown's. */
export const Link = Anchor;
