import type { ComponentProps } from 'react';
import { IntentLink } from '@/components/docs/intent-link.client';

/**
 * Internal links navigate on the client and prefetch on intent (IntentLink), not when they scroll
 * into view: a page of many links must not fetch every linked page (issue 12). Others stay plain.
 */
export function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <IntentLink href={href} {...props} />;
  const external = /^https?:/i.test(href);
  return <a href={href} {...props} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})} />;
}
