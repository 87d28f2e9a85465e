import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Navbar } from '@/components/docs/navbar';
import { ThemeScript } from '@/components/docs/theme-script';
import { hasGating } from '@/lib/auth/access';
import { getViewerFor } from '@/lib/auth/get-viewer';
import { buildBranding } from '@/lib/site/branding';
import { getSite } from '@/lib/site/get-site';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite();
  if (!site.config) return { title: 'Lectern' };
  const branding = buildBranding(site.config);
  return {
    title: { default: branding.name, template: `%s - ${branding.name}` },
    description: branding.description,
    icons: branding.favicon ? [{ url: branding.favicon }] : undefined,
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
        {branding && <Navbar branding={branding} account={viewer && { signedIn: viewer.signedIn, name: viewer.name ?? viewer.email }} />}
        {children}
      </body>
    </html>
  );
}
