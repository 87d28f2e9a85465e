import type { ComponentProps } from 'react';

/** A heading with a hover `#` link to itself (ids come from rehype-slug). */
function anchored(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...props }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...props}>
        {children}
        {id && (
          <a href={`#${id}`} className="heading-anchor" aria-label="Link to this section">
            #
          </a>
        )}
      </Tag>
    );
  };
}

export const H2 = anchored('h2');
export const H3 = anchored('h3');
export const H4 = anchored('h4');
