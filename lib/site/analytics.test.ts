import { describe, expect, it } from 'vitest';
import { integrationsSchema } from '../config/integrations-schema';
import { buildAnalyticsTags } from './analytics';

describe('buildAnalyticsTags', () => {
  it('builds each tool’s tags with the ids of docs.json', () => {
    const tags = buildAnalyticsTags({
      ga4: { measurementId: 'G-ABC123' },
      plausible: { domain: 'docs.acme.dev' },
      fathom: { siteId: 'ABCDEF' },
      hotjar: { hjid: '123', hjsv: '6' },
    });
    expect(tags.filter((t) => t.src).map((t) => [t.name, t.src, t.data])).toEqual([
      ['ga4', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123', undefined],
      ['plausible', 'https://plausible.io/js/script.js', { domain: 'docs.acme.dev' }],
      ['fathom', 'https://cdn.usefathom.com/script.js', { site: 'ABCDEF' }],
      ['hotjar', 'https://static.hotjar.com/c/hotjar-123.js?sv=6', undefined],
    ]);
    expect(tags.find((t) => t.name === 'ga4' && t.inline)?.inline).toContain(`gtag('config',"G-ABC123")`);
  });

  it('every tool Lectern lists builds at least one tag', () => {
    const all = {
      ga4: { measurementId: 'G-1' },
      gtm: { tagId: 'GTM-1' },
      posthog: { apiKey: 'phc_1', apiHost: 'https://eu.i.posthog.com' },
      plausible: { domain: 'a.b' },
      fathom: { siteId: 'F' },
      segment: { key: 'k' },
      mixpanel: { projectToken: 't' },
      amplitude: { apiKey: 'a' },
      hotjar: { hjid: '1', hjsv: '6' },
      heap: { appId: '1' },
      clarity: { projectId: 'c' },
      pirsch: { id: 'p' },
    };
    expect(new Set(buildAnalyticsTags(all).map((t) => t.name))).toEqual(new Set(Object.keys(all)));
    expect(buildAnalyticsTags(all).find((t) => t.name === 'posthog' && t.src)?.src).toBe('https://eu-assets.i.posthog.com/static/array.js');
  });

  it('even an id the schema would refuse cannot leave its string or the script tag', () => {
    const [, bootstrap] = buildAnalyticsTags({ ga4: { measurementId: 'G-"</script><script>alert(1)//' } });
    expect(bootstrap.inline).not.toContain('</script>');
    expect(bootstrap.inline).toContain('"G-\\"\\u003c/script>\\u003cscript>alert(1)//"');
  });
});

describe('integrationsSchema', () => {
  it.each([
    ['a quote', { ga4: { measurementId: 'G-1";alert(1)' } }, 'ga4.measurementId'],
    ['a tag', { plausible: { domain: 'a</script>' } }, 'plausible.domain'],
    ['the wrong prefix', { posthog: { apiKey: 'key' } }, 'posthog.apiKey'],
    ['a host with a path that leaves the string', { posthog: { apiKey: 'phc_1', apiHost: 'https://x.dev/"+alert(1)' } }, 'posthog.apiHost'],
  ])('refuses %s, located', (_name, value, where) => {
    const result = integrationsSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(where);
  });
});
