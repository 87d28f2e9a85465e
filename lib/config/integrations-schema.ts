import { z } from 'zod';
import { configObject } from './config-object';
import { describeValue } from './values';

/**
 * An id that is pasted into a script: letters, digits and `_ - . :` only. The snippets of
 * lib/site/analytics.ts write ids into JavaScript, so a value that could close a string or the
 * script tag (`"`, `'`, `<`, `\`, whitespace) is refused here, where the author sees where it is.
 */
const id = (what: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_.:-]{1,100}$/.test(value), {
    error: (issue) => `found ${describeValue(issue.input)}; ${what} holds only letters, digits, \`_\`, \`-\`, \`.\` and \`:\``,
  });

/** A script host (`https://eu.posthog.com`): https or http, a host, an optional path; nothing that leaves a string. */
const hostUrl = z.string().refine((value) => /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/.test(value), {
  error: (issue) => `found ${describeValue(issue.input)}; this is an http(s) URL like \`https://eu.i.posthog.com\``,
});

const prefixed = (prefix: string, what: string) =>
  id(what).refine((value) => value.startsWith(prefix), { error: `${what} begins with \`${prefix}\`` });

/**
 * `integrations` (Mintlify organize/settings-integrations.mdx): the analytics tools whose snippet
 * Lectern injects. Chat widgets, data enrichment, cookies and Mintlify's own telemetry have no
 * analytics snippet here: they stay "accepted but not acted on" (the `ignored` list below).
 */
export const integrationsSchema = configObject(
  {
    ga4: configObject({ measurementId: prefixed('G', 'a GA4 measurement id') }, { what: '`integrations.ga4`' }).optional(),
    gtm: configObject({ tagId: prefixed('G', 'a Tag Manager container id') }, { what: '`integrations.gtm`' }).optional(),
    posthog: configObject(
      { apiKey: prefixed('phc_', 'a PostHog API key'), apiHost: hostUrl.optional(), sessionRecording: z.boolean().optional() },
      { what: '`integrations.posthog`' },
    ).optional(),
    plausible: configObject(
      { domain: id('a Plausible domain'), server: id('a Plausible server host').optional() },
      { what: '`integrations.plausible`' },
    ).optional(),
    fathom: configObject({ siteId: id('a Fathom site id') }, { what: '`integrations.fathom`' }).optional(),
    segment: configObject({ key: id('a Segment write key') }, { what: '`integrations.segment`' }).optional(),
    mixpanel: configObject({ projectToken: id('a Mixpanel project token') }, { what: '`integrations.mixpanel`' }).optional(),
    amplitude: configObject({ apiKey: id('an Amplitude API key') }, { what: '`integrations.amplitude`' }).optional(),
    hotjar: configObject(
      { hjid: id('a Hotjar site id'), hjsv: id('a Hotjar script version') },
      { what: '`integrations.hotjar`' },
    ).optional(),
    heap: configObject({ appId: id('a Heap app id') }, { what: '`integrations.heap`' }).optional(),
    clarity: configObject({ projectId: id('a Clarity project id') }, { what: '`integrations.clarity`' }).optional(),
    pirsch: configObject({ id: id('a Pirsch site id') }, { what: '`integrations.pirsch`' }).optional(),
  },
  {
    what: '`integrations`',
    // Not analytics (chat, enrichment, cookie consent, Mintlify telemetry), or a snippet loaded
    // from a customer-specific URL Lectern cannot check (Adobe Launch), or one more tool nobody
    // has asked for yet (Hightouch, LogRocket).
    ignored: ['intercom', 'frontchat', 'clearbit', 'telemetry', 'cookies', 'adobe', 'hightouch', 'logrocket'],
  },
);

export type Integrations = z.output<typeof integrationsSchema>;
