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

/** A host name with an optional port and no scheme (Hightouch documents `apiHost` without `https://`). */
const bareHost = (what: string) =>
  z.string().refine((value) => /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/.test(value), {
    error: (issue) =>
      `found ${describeValue(issue.input)}; ${what} is a host name without \`https://\`, like \`us-east-1.hightouch-events.com\``,
  });

/**
 * An Adobe Launch (Experience Platform Tags) script URL. Mintlify integrations/analytics/adobe.mdx
 * shows `https://assets.adobedtm.com/launch-….min.js`: the script is loaded from Adobe's CDN as is,
 * so only https URLs on that host with a plain path are taken; anything else could load any script.
 */
const adobeLaunchUrl = z.string().refine((value) => /^https:\/\/assets\.adobedtm\.com\/[A-Za-z0-9._/-]{1,300}\.js$/.test(value), {
  error: (issue) =>
    `found ${describeValue(issue.input)}; \`launchUrl\` is Adobe's script URL, \`https://assets.adobedtm.com/….js\` (Environments tab of your Launch property)`,
});

/** A LogRocket app id is `org/app`: an id that may also hold `/` (harmless inside a JS string). */
const logRocketId = z.string().refine((value) => /^[A-Za-z0-9_.:-]{1,100}(?:\/[A-Za-z0-9_.:-]{1,100})?$/.test(value), {
  error: (issue) => `found ${describeValue(issue.input)}; a LogRocket app id looks like \`your-org/your-app\``,
});

/** A cookie-consent key or value: any short text; analytics.ts JSON-encodes it into the gate. */
const consentText = (what: string) =>
  z.string().refine((value) => value.length > 0 && value.length <= 200, {
    error: (issue) => `found ${describeValue(issue.input)}; ${what} is a non-empty text of at most 200 characters`,
  });

const prefixed = (prefix: string, what: string) =>
  id(what).refine((value) => value.startsWith(prefix), { error: `${what} begins with \`${prefix}\`` });

const atLeast6 = (what: string) => id(what).refine((value) => value.length >= 6, { error: `${what} has at least 6 characters` });

/** LogRocket: Mintlify's reference says `appId`, its LogRocket page says `apiKey`; either names the app. */
const logRocketSchema = configObject(
  { appId: logRocketId.optional(), apiKey: logRocketId.optional() },
  { what: '`integrations.logrocket`' },
)
  .superRefine((value, ctx) => {
    if (value.appId === undefined && value.apiKey === undefined)
      ctx.addIssue({ code: 'custom', path: ['appId'], message: 'missing `appId`: the LogRocket app id, like `your-org/your-app`' });
  })
  .optional();

/**
 * `integrations` (Mintlify organize/settings-integrations.mdx): the analytics, chat and enrichment
 * tools whose loader Lectern injects (lib/site/analytics.ts), the cookie-consent gate in front of
 * them (`cookies`), and Mintlify's telemetry switch (`telemetry`: Lectern sends no telemetry of
 * its own, so `enabled: false` is already true; it also hides the feedback buttons, as Mintlify's
 * does). Osano and Transcend are loaded by a custom script in Mintlify too: not keys here.
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
    adobe: configObject({ launchUrl: adobeLaunchUrl }, { what: '`integrations.adobe`' }).optional(),
    hightouch: configObject(
      { writeKey: id('a Hightouch write key'), apiHost: bareHost('`apiHost`').optional() },
      { what: '`integrations.hightouch`' },
    ).optional(),
    logrocket: logRocketSchema,
    clearbit: configObject({ publicApiKey: id('a Clearbit public API key') }, { what: '`integrations.clearbit`' }).optional(),
    intercom: configObject({ appId: atLeast6('an Intercom app id') }, { what: '`integrations.intercom`' }).optional(),
    // Mintlify's Front page writes the chat id as a string, its reference as `{ snippetId }`: both.
    frontchat: z
      .union([atLeast6('a Front chat id'), configObject({ snippetId: atLeast6('a Front chat id') }, { what: '`integrations.frontchat`' })])
      .optional(),
    cookies: configObject(
      { key: consentText('the consent key'), value: consentText('the consent value') },
      { what: '`integrations.cookies`' },
    ).optional(),
    telemetry: configObject({ enabled: z.boolean().optional() }, { what: '`integrations.telemetry`' }).optional(),
  },
  { what: '`integrations`' },
);

export type Integrations = z.output<typeof integrationsSchema>;
