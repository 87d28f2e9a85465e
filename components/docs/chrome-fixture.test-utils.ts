import type { Branding } from '@/lib/site/branding';
import type { LayoutModel } from '@/lib/site/layout-model';

/** A site's branding and one page's layout with every kind of chrome (chrome-markup and chrome-payload tests). */
export const BRANDING: Branding = {
  name: 'Acme Docs',
  colors: { primary: '#4F46E5', light: '#818CF8', dark: '#4338CA' },
  appearance: { default: 'system', strict: false },
  links: [
    { label: 'Blog', href: 'https://example.com/blog' },
    { label: 'Status', href: '/status', icon: 'activity' },
  ],
  primary: { label: 'Sign up', href: 'https://example.com/signup' },
  socials: [],
  footerColumns: [],
};

export const LAYOUT: LayoutModel = {
  levels: [
    {
      kind: 'tab',
      items: [
        { label: 'Guide', url: '/', icon: 'book', active: false, external: false },
        { label: 'API', url: '/api/pets/list', active: true, external: false },
      ],
    },
    {
      kind: 'anchor',
      items: [
        { label: 'Docs', url: '/', icon: 'book', color: { light: '#112233', dark: '#445566' }, active: true, external: false },
        { label: 'Community', url: 'https://example.com/forum', icon: 'users', active: false, external: true },
        { label: 'Plain', url: '/plain', active: false, external: false },
      ],
    },
    {
      kind: 'version',
      items: [
        { label: 'v2', url: '/v2', active: true, external: false, code: 'v2' },
        { label: 'v1', url: '/v1', active: false, external: false, code: 'v1' },
      ],
    },
  ],
  sidebar: [
    { type: 'page', label: 'List pets', url: '/api/pets/list', active: true, method: 'GET' },
    { type: 'page', label: 'Old', url: '/api/pets/old', active: false, deprecated: true },
  ],
  breadcrumbs: ['API', 'Pets'],
};
