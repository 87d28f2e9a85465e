import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Anchor } from './anchor';
import { CALLOUT_ICONS } from './callouts';
import { toBool, toNumber, type Flag } from './props';

type CardProps = {
  title?: string;
  icon?: string;
  color?: string;
  href?: string;
  horizontal?: Flag;
  img?: string;
  cta?: string;
  arrow?: Flag;
  type?: keyof typeof CALLOUT_ICONS;
  /** Extra classes from Lectern's own uses of a card (a directory listing's `directory-card`), never from MDX. */
  className?: string;
  children?: ReactNode;
};

/**
 * A card: icon or image, title, text, and optionally a link over the whole card. The link is one
 * anchor stretched over the card by CSS, so links inside the text stay valid HTML (no `<a>` in `<a>`).
 */
export function Card({ title, icon, color, href, horizontal, img, cta, arrow, type, className, children }: CardProps) {
  const external = !!href && /^https?:/i.test(href);
  const showArrow = !!href && toBool(arrow, external);
  const typed = type && type in CALLOUT_ICONS ? type : undefined;
  const iconName = icon ?? (typed ? CALLOUT_ICONS[typed] : undefined);
  const classes = [
    'card',
    toBool(horizontal) && 'card-horizontal',
    href && 'card-linked',
    typed && `card-typed callout-${typed}`,
    className,
  ];
  const style = color ? ({ '--card-color': color } as CSSProperties) : undefined;
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      {img && <img className="card-img" src={img} alt="" loading="lazy" />}
      <div className="card-inner">
        {iconName && (
          <span className="card-icon">
            <Icon name={iconName} size={20} color={color} />
          </span>
        )}
        <div className="card-text">
          {title && (
            <p className="card-title">
              {href ? (
                <Anchor className="card-link" href={href}>
                  {title}
                </Anchor>
              ) : (
                title
              )}
            </p>
          )}
          {!title && href && <Anchor className="card-link" href={href} aria-label={cta ?? href} />}
          {children && <div className="card-body">{children}</div>}
          {cta && href && <span className="card-cta">{cta} →</span>}
        </div>
        {showArrow && (
          <span className="card-arrow" aria-hidden="true">
            <Icon name="lucide:arrow-up-right" size={16} />
          </span>
        )}
      </div>
    </div>
  );
}

/** A responsive grid of cards (or anything): `cols` from 1 to 4, fewer on small screens. */
export function Columns({ cols, children }: { cols?: number | string; children?: ReactNode }) {
  const n = Math.min(4, Math.max(1, Math.round(toNumber(cols, 2))));
  return (
    <div className="card-group" data-cols={n} style={{ '--cols': n } as CSSProperties}>
      {children}
    </div>
  );
}

export const CardGroup = Columns;

/** One cell of `Columns` holding arbitrary content. */
export function Column({ children }: { children?: ReactNode }) {
  return <div className="column">{children}</div>;
}

/** A visual preview tile: the children (an image or two) on a patterned background, then a title. */
export function Tile({
  href,
  title,
  description,
  children,
}: {
  href?: string;
  title?: string;
  description?: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <div className="tile-preview">{children}</div>
      {title && <span className="tile-title">{title}</span>}
      {description && <span className="tile-description">{description}</span>}
    </>
  );
  return href ? (
    <Anchor className="tile" href={href}>
      {body}
    </Anchor>
  ) : (
    <div className="tile">{body}</div>
  );
}
