import type { ReactNode } from 'react';
import { InlineMarkdown } from './inline-markdown';

/** A framed image, video or component, with an optional hint above and caption below. */
export function Frame({ caption, hint, children }: { caption?: string; hint?: string; children?: ReactNode }) {
  return (
    <figure className="frame">
      {hint && (
        <p className="frame-hint">
          <InlineMarkdown text={hint} />
        </p>
      )}
      <div className="frame-content">{children}</div>
      {caption && (
        <figcaption className="frame-caption">
          <InlineMarkdown text={caption} />
        </figcaption>
      )}
    </figure>
  );
}
