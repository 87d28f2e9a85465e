import type { Branding, NavbarLink } from '@/lib/site/branding';

// Mintlify's footer.socials keys (organize/settings-reference.mdx), as a reader reads them.
const SOCIAL_NAMES: Record<string, string> = {
  x: 'X',
  'x-twitter': 'X',
  twitter: 'Twitter',
  website: 'Website',
  'earth-americas': 'Website',
  facebook: 'Facebook',
  youtube: 'YouTube',
  discord: 'Discord',
  slack: 'Slack',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  'hacker-news': 'Hacker News',
  medium: 'Medium',
  telegram: 'Telegram',
  bluesky: 'Bluesky',
  threads: 'Threads',
  reddit: 'Reddit',
  podcast: 'Podcast',
};

/** A link a docs.json author wrote, if it is one a reader can safely follow: never `javascript:` or `data:`. */
function safeHref(href: string): string | undefined {
  if (/^(https?:|mailto:|\/|#)/i.test(href)) return href;
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? undefined : `/${href.replace(/^(\.\/)+/, '')}`;
}

function FooterLink({ link, label = link.label }: { link: NavbarLink; label?: string }) {
  const href = safeHref(link.href);
  if (!href) return null;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

/**
 * The site footer: `footer.links` as up to four titled columns and `footer.socials` as a row of
 * profile links, as Mintlify documents them. Nothing is drawn when docs.json sets neither.
 */
export function Footer({ branding }: { branding: Branding }) {
  const columns = branding.footerColumns.slice(0, 4).filter((c) => c.items.length);
  if (!columns.length && !branding.socials.length) return null;
  return (
    <footer className="site-footer">
      {columns.length > 0 && (
        <div className="site-footer-columns">
          {columns.map((column, i) => (
            <nav key={i} className="site-footer-column" aria-label={column.header ?? `Footer links ${i + 1}`}>
              {column.header && <h2>{column.header}</h2>}
              <ul>
                {column.items.map((link) => (
                  <li key={link.href + link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <div className="site-footer-bottom">
        <span>© {branding.name}</span>
        {branding.socials.length > 0 && (
          <nav className="site-footer-socials" aria-label="Social links">
            {branding.socials.map((s) => (
              <FooterLink key={s.label} link={s} label={SOCIAL_NAMES[s.label] ?? s.label} />
            ))}
          </nav>
        )}
      </div>
    </footer>
  );
}
