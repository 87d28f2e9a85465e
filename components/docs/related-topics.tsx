import { Icon } from '@/components/ui/icon';
import type { RelatedLink } from '@/lib/site/related-pages';
import { IntentLink } from './intent-link.client';

/**
 * The page's "Related topics" (frontmatter `related`, lib/site/related-pages.ts): a titled list of
 * links below the body. External links open in a new tab, as on Mintlify. Its heading has no id,
 * so it never takes an anchor the author's own headings use, and it stays out of the outline.
 */
export function RelatedTopics({ links, title }: { links: RelatedLink[]; title: string }) {
  if (!links.length) return null;
  return (
    <nav className="related-topics" aria-label={title}>
      <h2 className="related-topics-title">{title}</h2>
      <ul>
        {links.map((link, i) => (
          <li key={i}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noreferrer">
                <Icon name="lucide:external-link" size={14} />
                {link.label}
              </a>
            ) : (
              <IntentLink href={link.href}>
                <Icon name={link.icon ?? 'lucide:file-text'} iconType={link.iconType} size={14} />
                {link.label}
              </IntentLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
