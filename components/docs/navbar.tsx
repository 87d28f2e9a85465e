import type { ReactNode } from 'react';
import { SearchButton } from '@/components/search/search-button.client';
import type { Branding } from '@/lib/site/branding';
import { Icon } from '@/components/ui/icon';
import { AccountLink } from './account-link.client';
import { IntentLink } from './intent-link.client';
import { MobileMenuButton } from './mobile-menu-button.client';
import { ThemeToggle } from './theme-toggle.client';

function isExternal(href: string) {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/**
 * The top bar: logo or name, links, the primary call to action, the account link (on a site with
 * gating) and the theme switch. It is the same for every reader, so pages that hold it can be
 * prerendered: the account link finds its reader in the browser.
 */
export function Navbar({ branding, account, links }: { branding: Branding; account?: boolean; links?: ReactNode }) {
  const home = branding.logo?.href ?? '/';
  const brand = branding.logo ? (
    <>
      <img src={branding.logo.light} alt={branding.name} className="brand-logo only-light" />
      <img src={branding.logo.dark} alt={branding.name} className="brand-logo only-dark" />
    </>
  ) : (
    <span className="brand-name">{branding.name}</span>
  );
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <MobileMenuButton />
        {/* `logo.href` may leave the docs (the company's home page): a plain link then, no prefetch. */}
        {isExternal(home) ? (
          <a href={home} className="brand" aria-label={`${branding.name} home`}>
            {brand}
          </a>
        ) : (
          <IntentLink href={home} className="brand" aria-label={`${branding.name} home`}>
            {brand}
          </IntentLink>
        )}
        <SearchButton {...(branding.searchPrompt ? { placeholder: branding.searchPrompt } : {})} />
        {links ?? <NavbarLinks branding={branding} />}
        {account && <AccountLink />}
        {!branding.appearance.strict && <ThemeToggle />}
      </div>
    </header>
  );
}

/**
 * `navbar.links` and `navbar.primary`. `Navbar` takes them as `links` where they depend on the
 * page's language (a language's own `navbar`: app/layout.tsx draws one per language).
 */
export function NavbarLinks({ branding }: { branding: Pick<Branding, 'links' | 'primary'> }) {
  return (
    <nav className="navbar-links" aria-label="Site links">
      {branding.links.map((link) => (
        <a key={link.href} href={link.href} {...(isExternal(link.href) ? { target: '_blank', rel: 'noreferrer' } : {})}>
          {link.icon && <Icon name={link.icon} iconType={link.iconType} size={14} />}
          {link.label}
        </a>
      ))}
      {branding.primary && (
        <a className="navbar-primary" href={branding.primary.href}>
          {branding.primary.label}
        </a>
      )}
    </nav>
  );
}
