import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/schema';
import { organizationSchema } from '../config/seo-schema';
import { buildOrganizationJsonLd, toScriptJson } from './organization-json-ld';

const config = (extra: Record<string, unknown>) => ({ name: 'Acme', navigation: { pages: ['index'] }, ...extra }) as unknown as DocsConfig;

describe('buildOrganizationJsonLd', () => {
  it('takes every field of seo.organization', () => {
    const organization = {
      id: 'https://acme.dev/#org',
      name: 'Acme Docs',
      legalName: 'Acme Inc.',
      url: 'https://acme.dev',
      logo: 'https://acme.dev/logo.png',
      sameAs: ['https://github.com/acme'],
    };
    expect(buildOrganizationJsonLd(config({ seo: { organization } }), undefined)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://acme.dev/#org',
      name: 'Acme Docs',
      legalName: 'Acme Inc.',
      url: 'https://acme.dev',
      logo: 'https://acme.dev/logo.png',
      sameAs: ['https://github.com/acme'],
    });
  });

  it('derives what is missing from the site name, logo and URL, and leaves out what has no value', () => {
    const derived = buildOrganizationJsonLd(config({ logo: 'logo/light.svg' }), 'https://docs.acme.dev/');
    expect(derived).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://docs.acme.dev/#organization',
      name: 'Acme',
      url: 'https://docs.acme.dev',
      logo: 'https://docs.acme.dev/logo/light.svg',
    });
    expect(Object.keys(buildOrganizationJsonLd(config({}), undefined))).toEqual(['@context', '@type', 'name']);
  });
});

describe('toScriptJson', () => {
  it('a value holding </script> cannot end the script, and parses back to the same value', () => {
    const value = { name: 'A</script><script>alert(1)</script> & <!--' };
    const text = toScriptJson(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('organizationSchema', () => {
  it.each([
    ['a relative url', { url: '/home' }, 'url'],
    ['a javascript: id', { id: 'javascript:alert(1)' }, 'id'],
    ['a sameAs that is not a URL', { sameAs: ['@acme'] }, 'sameAs.0'],
  ])('refuses %s, located', (_name, value, where) => {
    const result = organizationSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(where);
  });
});
