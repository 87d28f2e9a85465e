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
      adobe: { launchUrl: 'https://assets.adobedtm.com/launch-EN1.min.js' },
      hightouch: { writeKey: 'w' },
      logrocket: { appId: 'org/app' },
      clearbit: { publicApiKey: 'pk_1' },
      intercom: { appId: 'abc123' },
      frontchat: '1365d046',
    };
    expect(new Set(buildAnalyticsTags(all).map((t) => t.name))).toEqual(new Set(Object.keys(all)));
    expect(buildAnalyticsTags(all).find((t) => t.name === 'posthog' && t.src)?.src).toBe('https://eu-assets.i.posthog.com/static/array.js');
  });

  it('the chat, enrichment and tag-manager tools load their scripts with the configured ids', () => {
    const tags = buildAnalyticsTags({
      adobe: { launchUrl: 'https://assets.adobedtm.com/launch-EN93.min.js' },
      hightouch: { writeKey: 'wk1', apiHost: 'eu-west-1.hightouch-events.com' },
      logrocket: { apiKey: 'acme/docs' },
      clearbit: { publicApiKey: 'pk_1a1882' },
      intercom: { appId: 'abc123def4' },
      frontchat: { snippetId: '1365d046d7' },
      cookies: { key: 'consent', value: 'yes' },
      telemetry: { enabled: false },
    });
    const by = (name: string) => tags.filter((t) => t.name === name);
    expect(by('adobe')).toEqual([{ name: 'adobe', src: 'https://assets.adobedtm.com/launch-EN93.min.js' }]);
    expect(by('hightouch').map((t) => t.inline ?? t.src)).toEqual([
      `window.htevents=window.htevents||[];htevents._writeKey="wk1";htevents._loadOptions={apiHost:"eu-west-1.hightouch-events.com"};htevents.push(['page']);`,
      'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js',
    ]);
    expect(by('logrocket')[0].inline).toContain(`LogRocket.init("acme/docs")`);
    expect(by('clearbit')[0].src).toBe('https://tag.clearbitscripts.com/v1/pk_1a1882/tags.js');
    expect(by('intercom').map((t) => t.inline ?? t.src)).toEqual([
      expect.stringContaining(`app_id:"abc123def4"`),
      'https://widget.intercom.io/widget/abc123def4',
    ]);
    expect(by('frontchat')[0].inline).toContain(`FrontChat('init',{chatId:"1365d046d7",useDefaultLauncher:true})`);
    // Settings, not tools: no tag of their own.
    expect(tags.some((t) => t.name === 'cookies' || t.name === 'telemetry')).toBe(false);
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
    ['an Adobe URL on another host', { adobe: { launchUrl: 'https://evil.example/launch-1.min.js' } }, 'adobe.launchUrl'],
    ['an Adobe URL over http', { adobe: { launchUrl: 'http://assets.adobedtm.com/launch-1.min.js' } }, 'adobe.launchUrl'],
    ['an Adobe URL that leaves its string', { adobe: { launchUrl: 'https://assets.adobedtm.com/a".js' } }, 'adobe.launchUrl'],
    [
      'a Hightouch host with a scheme',
      { hightouch: { writeKey: 'w', apiHost: 'https://us-east-1.hightouch-events.com' } },
      'hightouch.apiHost',
    ],
    ['a LogRocket id with a quote', { logrocket: { appId: "org/a'p" } }, 'logrocket.appId'],
    ['a LogRocket entry with no id', { logrocket: {} }, 'logrocket.appId'],
    ['an Intercom id shorter than 6', { intercom: { appId: 'abc' } }, 'intercom.appId'],
    ['a Clearbit key with a tag', { clearbit: { publicApiKey: 'pk</script>' } }, 'clearbit.publicApiKey'],
    ['an empty consent value', { cookies: { key: 'consent', value: '' } }, 'cookies.value'],
    ['a telemetry switch that is not a boolean', { telemetry: { enabled: 'no' } }, 'telemetry.enabled'],
  ])('refuses %s, located', (_name, value, where) => {
    const result = integrationsSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(where);
  });
});
