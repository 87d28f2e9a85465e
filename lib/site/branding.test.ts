import { describe, expect, it } from 'vitest';
import { buildBranding, rootRelative } from './branding';

describe('docs.json file paths resolve from the site root, not from each page', () => {
  it.each([
    ['favicon.svg', '/favicon.svg'],
    ['./images/favicon.png', '/images/favicon.png'],
    ['/favicon.svg', '/favicon.svg'],
    ['https://cdn.example.com/f.ico', 'https://cdn.example.com/f.ico'],
    ['data:image/svg+xml,x', 'data:image/svg+xml,x'],
  ])('%s → %s', (given, want) => expect(rootRelative(given)).toBe(want));

  it('a relative favicon and logo in docs.json become root paths', () => {
    const branding = buildBranding({
      name: 'X',
      navigation: {},
      favicon: 'favicon.svg',
      logo: { light: 'logo/light.svg', dark: 'logo/dark.svg' },
    });
    expect(branding.favicon).toBe('/favicon.svg');
    expect(branding.logo).toMatchObject({ light: '/logo/light.svg', dark: '/logo/dark.svg' });
  });
});
