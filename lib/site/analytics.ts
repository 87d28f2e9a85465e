import type { Integrations } from '../config/integrations-schema';

/** One tag of an analytics snippet: a vendor script (`src`, with `data-*` attributes) and/or a bootstrap. */
export type AnalyticsTag = { name: string; src?: string; data?: Record<string, string>; inline?: string };

/**
 * A value written into a bootstrap as a JavaScript string literal. The schema already allows only
 * `[A-Za-z0-9_.:-]` in ids (lib/config/integrations-schema.ts); JSON-encoding and escaping `<`
 * keeps a value inside its string and the script tag even if that rule is ever loosened.
 */
function js(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Queue stub shared by the tools whose script replaces a `window[name]` array once it loads. */
const queue = (name: string) => `window.${name}=window.${name}||[];`;

/**
 * A bootstrap that appends the vendor script and runs `then` once it has loaded: for the widgets
 * whose script defines the function that starts them (Front's `FrontChat`, `LogRocket.init`) and
 * keeps no queue of calls made before it arrives.
 */
const loadThen = (name: string, src: string, then: string) =>
  `(function(){var s=document.createElement('script');s.async=true;s.src=${js(src)};s.setAttribute('data-analytics',${js(name)});` +
  `s.onload=function(){${then}};document.head.appendChild(s)})();`;

/** Keys of `integrations` that are settings of the integrations, not a tool with a loader. */
type Settings = 'cookies' | 'telemetry';
type Builders = { [K in Exclude<keyof Integrations, Settings>]-?: (settings: NonNullable<Integrations[K]>) => AnalyticsTag[] };

// Each tool's documented loader, reduced to its essentials: the vendor script from the vendor's
// host, and the few lines that queue the first page view until it arrives.
const BUILDERS: Builders = {
  ga4: ({ measurementId }) => [
    { name: 'ga4', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}` },
    {
      name: 'ga4',
      inline: `${queue('dataLayer')}function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${js(measurementId)});`,
    },
  ],
  gtm: ({ tagId }) => [
    { name: 'gtm', inline: `${queue('dataLayer')}dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` },
    { name: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}` },
  ],
  posthog: ({ apiKey, apiHost, sessionRecording }) => {
    const host = apiHost ?? 'https://us.i.posthog.com';
    const assets = host.replace(/^(https?:\/\/)(us|eu)\.i\.posthog\.com$/, '$1$2-assets.i.posthog.com');
    const options = `{api_host:${js(host)},disable_session_recording:${sessionRecording === true ? 'false' : 'true'}}`;
    return [
      { name: 'posthog', inline: `${queue('posthog')}posthog._i=posthog._i||[];posthog._i.push([${js(apiKey)},${options},'posthog']);` },
      { name: 'posthog', src: `${assets}/static/array.js` },
    ];
  },
  plausible: ({ domain, server }) => [{ name: 'plausible', src: `https://${server ?? 'plausible.io'}/js/script.js`, data: { domain } }],
  fathom: ({ siteId }) => [{ name: 'fathom', src: 'https://cdn.usefathom.com/script.js', data: { site: siteId } }],
  segment: ({ key }) => [
    { name: 'segment', inline: `${queue('analytics')}analytics._writeKey=${js(key)};analytics.push(['page']);` },
    { name: 'segment', src: `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(key)}/analytics.min.js` },
  ],
  mixpanel: ({ projectToken }) => [
    { name: 'mixpanel', inline: `${queue('mixpanel')}mixpanel._i=mixpanel._i||[];mixpanel._i.push([${js(projectToken)},{},'mixpanel']);` },
    { name: 'mixpanel', src: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js' },
  ],
  amplitude: ({ apiKey }) => [
    { name: 'amplitude', src: `https://cdn.amplitude.com/script/${encodeURIComponent(apiKey)}.js` },
    { name: 'amplitude', inline: `window.amplitudeApiKey=${js(apiKey)};` },
  ],
  hotjar: ({ hjid, hjsv }) => [
    {
      name: 'hotjar',
      inline: `window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};window._hjSettings={hjid:${js(hjid)},hjsv:${js(hjsv)}};`,
    },
    { name: 'hotjar', src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(hjid)}.js?sv=${encodeURIComponent(hjsv)}` },
  ],
  heap: ({ appId }) => [
    { name: 'heap', inline: `${queue('heap')}heap.appid=${js(appId)};` },
    { name: 'heap', src: `https://cdn.heapanalytics.com/js/heap-${encodeURIComponent(appId)}.js` },
  ],
  clarity: ({ projectId }) => [
    { name: 'clarity', inline: `window.clarity=window.clarity||function(){(clarity.q=clarity.q||[]).push(arguments)};` },
    { name: 'clarity', src: `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}` },
  ],
  pirsch: ({ id }) => [{ name: 'pirsch', src: 'https://api.pirsch.io/pa.js', data: { code: id } }],
  // Adobe Experience Platform Launch: the property's own script, from the URL the schema checked.
  adobe: ({ launchUrl }) => [{ name: 'adobe', src: launchUrl }],
  hightouch: ({ writeKey, apiHost }) => [
    {
      name: 'hightouch',
      inline:
        `${queue('htevents')}htevents._writeKey=${js(writeKey)};` +
        `htevents._loadOptions={apiHost:${js(apiHost ?? 'us-east-1.hightouch-events.com')}};htevents.push(['page']);`,
    },
    { name: 'hightouch', src: 'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js' },
  ],
  logrocket: ({ appId, apiKey }) => [
    {
      name: 'logrocket',
      inline: loadThen(
        'logrocket',
        'https://cdn.lr-ingest.com/LogRocket.min.js',
        `window.LogRocket&&LogRocket.init(${js(appId ?? apiKey ?? '')})`,
      ),
    },
  ],
  clearbit: ({ publicApiKey }) => [
    { name: 'clearbit', src: `https://tag.clearbitscripts.com/v1/${encodeURIComponent(publicApiKey)}/tags.js` },
  ],
  // The messenger reads `intercomSettings` when its script arrives and boots itself.
  intercom: ({ appId }) => [
    {
      name: 'intercom',
      inline:
        `window.intercomSettings={api_base:'https://api-iam.intercom.io',app_id:${js(appId)}};` +
        `window.Intercom=window.Intercom||function(){(Intercom.q=Intercom.q||[]).push(arguments)};`,
    },
    { name: 'intercom', src: `https://widget.intercom.io/widget/${encodeURIComponent(appId)}` },
  ],
  frontchat: (settings) => {
    const chatId = typeof settings === 'string' ? settings : settings.snippetId;
    const init = `window.FrontChat&&FrontChat('init',{chatId:${js(chatId)},useDefaultLauncher:true})`;
    return [{ name: 'frontchat', inline: loadThen('frontchat', 'https://chat-assets.frontapp.com/v1/chat.bundle.js', init) }];
  },
};

/**
 * The analytics tags for docs.json `integrations`, in the order the tools appear there. Pure: the
 * root layout renders them in the head of every page. The bootstraps are a function of docs.json
 * alone (no per-request value, no `eval`), so a Content-Security-Policy can allow them by hash.
 */
export function buildAnalyticsTags(integrations: Integrations | undefined): AnalyticsTag[] {
  if (!integrations) return [];
  return Object.entries(integrations).flatMap(([name, settings]) => {
    // `cookies` and `telemetry` have no loader (BUILDERS has no entry): consent-gate.ts, docs-page.tsx.
    const build = BUILDERS[name as keyof Builders] as ((s: unknown) => AnalyticsTag[]) | undefined;
    return build && settings ? build(settings) : [];
  });
}
