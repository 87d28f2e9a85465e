import Link from 'next/link';
import type { ComponentProps } from 'react';
import { CodeBlock } from './code-block';
import { H2, H3, H4 } from './headings';

/** Internal links go through next/link (prefetch, client navigation); others stay plain. */
function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...props} />;
  const external = /^https?:/i.test(href);
  return <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})} />;
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap">
      <table {...props} />
    </div>
  );
}

function Image({ alt = '', ...props }: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" {...props} />;
}

/** The MDX component map: HTML overrides now, authoring components (Note, Card…) join it later. */
export const mdxComponents = {
  a: Anchor,
  pre: CodeBlock,
  table: Table,
  img: Image,
  h2: H2,
  h3: H3,
  h4: H4,
};
