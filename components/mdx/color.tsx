import type { CSSProperties, ReactNode } from 'react';

/** A colour palette: `Color.Item` swatches, optionally in labelled `Color.Row`s (`variant="table"`). */
function ColorRoot({ variant = 'compact', children }: { variant?: string; children?: ReactNode }) {
  return <div className={`color-palette color-${variant}`}>{children}</div>;
}

function Row({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="color-row">
      {title && <span className="color-row-title">{title}</span>}
      <div className="color-row-items">{children}</div>
    </div>
  );
}

function Item({ name, value }: { name?: string; value?: string }) {
  return (
    <div className="color-item">
      <span className="color-swatch" style={{ '--swatch': value } as CSSProperties} />
      <span className="color-name">{name}</span>
      <code className="color-value">{value}</code>
    </div>
  );
}

export const Color = Object.assign(ColorRoot, { Item, Row });
