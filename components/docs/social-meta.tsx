import type { SocialTag } from '@/lib/page-meta/social-tags';

/**
 * A page's Open Graph and Twitter tags (lib/page-meta/social-tags). Rendered in the page, React 19
 * hoists each `<meta>` into the document's `<head>`, in the prerendered HTML as on a client
 * navigation, where the next page's tags replace these.
 */
export function SocialMeta({ tags }: { tags: SocialTag[] }) {
  return tags.map((tag) => <meta key={'property' in tag ? tag.property : tag.name} {...tag} />);
}
