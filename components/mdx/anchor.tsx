import Link from 'next/link';
import type { ComponentProps } from 'react';

/** Internal links go through next/link (prefetch, client navigation); others stay plain. */
export function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...props} />;
  const external = /^https?:/i.test(href);
  return <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})} />;
}
