import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Navbar } from '@/components/docs/navbar';
import { SiteBanner } from '@/components/docs/site-banner';
import { ThemeScript } from '@/components/docs/theme-script';
import { hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildBranding } from '@/lib/site/branding';
import { getSite } from '@/lib/site/get-site';
import './globals.css';

const DEFAULT_FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4F46E5"/><path d="M9 10h14M16 10v13M11 23h10" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>')}`;

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite();
  if (!site.config) return { title: 'Lectern' };
  const branding = buildBranding(site.config);
  return {
    title: { default: branding.name, template: `%s - ${branding.name}` },
    description: branding.description,
    // Without a favicon in docs.json, browsers ask for /favicon.ico and log a 404 on every page:
    // a neutral inline icon answers that without a request.
    icons: [{ url: branding.favicon ?? DEFAULT_FAVICON }],
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = await getSite();
  const branding = site.config ? buildBranding(site.config) : null;
  // Only a site with gating reads the reader here (which makes it render per request).
  const viewer = hasGating(site) ? await getViewerFor(site) : undefined;
  const colors = branding?.colors;
  const cssVars = colors ? `:root{--primary:${colors.primary};--primary-light:${colors.light};--primary-dark:${colors.dark}}` : '';
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript defaultMode={branding?.appearance.default ?? 'system'} strict={branding?.appearance.strict ?? false} />
        {cssVars && <style dangerouslySetInnerHTML={{ __html: cssVars }} />}
      </head>
      <body>
        <a className="skip-link" href="#content">Skip to content</a>
        {site.config?.banner && <SiteBanner banner={site.config.banner} />}
        {branding && <Navbar branding={branding} account={viewer && { signedIn: viewer.signedIn, name: viewer.name ?? viewer.email }} />}
        {children}
      </body>
    </html>
  );
}
