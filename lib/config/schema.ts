import { z } from 'zod';
import { apiSchema } from './api-schema';
import { backgroundSchema, interactionSchema, stylingSchema } from './appearance-schema';
import { bannerSchema } from './banner-schema';
import { configObject } from './config-object';
import { integrationsSchema } from './integrations-schema';
import { markdownSchema } from './markdown-schema';
import { footerSchema, navbarSchema } from './navbar-footer-schema';
import { navigationSchema } from './nav-schema';
import { organizationSchema } from './seo-schema';
import { describeValue } from './values';
import { editorsSchema } from './editors-schema';

const text = z.string().min(1);
const hex = z.string().refine((value) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value), {
  error: (issue) => `found ${describeValue(issue.input)}; a color is a hex code like \`#4F46E5\``,
});
const lightDark = (what: string, value: z.ZodType<string> = text) => configObject({ light: value, dark: value }, { what });

// docs.json keys of other layouts (mint.json, or a misplaced level) with where they belong now.
const MOVED: Record<string, string> = {
  openapi: '`api.openapi` (or `openapi` on a navigation element)',
  topbarLinks: '`navbar.links`',
  topbarCtaButton: '`navbar.primary`',
  footerSocials: '`footer.socials`',
  ...Object.fromEntries(
    ['tabs', 'anchors', 'dropdowns', 'pages', 'versions', 'languages', 'products', 'global'].map((key) => [key, `\`navigation.${key}\``]),
  ),
};

// Issue 13: the reader settings Lectern acts on (components/docs/page-actions, last-updated, site-fonts).
const fontFace = { family: text, weight: z.number().optional(), source: text.optional(), format: z.enum(['woff', 'woff2']).optional() };
const fontsSchema = configObject(
  {
    ...fontFace,
    family: text.optional(),
    heading: configObject(fontFace, { what: '`fonts.heading`' }).optional(),
    body: configObject(fontFace, { what: '`fonts.body`' }).optional(),
  },
  { what: '`fonts`' },
);
const CONTEXTUAL_OPTIONS = [
  'copy',
  'view',
  'assistant',
  'download-pdf',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
  'download-spec',
] as const;
const contextualOption = z.union([
  z.enum(CONTEXTUAL_OPTIONS),
  configObject(
    { title: text, description: z.string().optional(), icon: z.string().optional(), href: z.union([text, z.looseObject({ base: text })]) },
    { what: 'a custom `contextual` option' },
  ),
]);
export const contextualSchema = configObject(
  { options: z.array(contextualOption), display: z.enum(['header', 'toc']).optional() },
  { what: '`contextual`' },
);

// Mintlify customize/custom-404-page.mdx: the 404's heading and text (Markdown), or a redirect home.
const errorsSchema = configObject(
  {
    '404': configObject(
      { redirect: z.boolean().optional(), title: z.string().optional(), description: z.string().optional() },
      { what: '`errors.404`' },
    ).optional(),
  },
  { what: '`errors`' },
);

// Mintlify organize/settings-appearance.mdx: the generated social images (app/og-image). `fonts.family`
// names a Google Fonts family, fetched once by the build (lib/site/thumbnail-font), never per request.
const thumbnailsSchema = configObject(
  {
    appearance: z.enum(['light', 'dark']).optional(),
    background: text.optional(),
    fonts: configObject({ family: text }, { what: '`thumbnails.fonts`' }).optional(),
  },
  { what: '`thumbnails`' },
);

const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'] as const;

/** The whole docs.json: `name` and `navigation` required; everything else as the published schema has it. */
export const docsConfigSchema = configObject(
  {
    $schema: z.string().optional(),
    name: text,
    description: z.string().optional(),
    theme: z.enum(THEMES).optional(),
    colors: configObject({ primary: hex, light: hex.optional(), dark: hex.optional() }, { what: '`colors`' }).optional(),
    logo: z.union([text, configObject({ light: text, dark: text, href: text.optional() }, { what: 'a `logo` object' })]).optional(),
    favicon: z.union([text, lightDark('a `favicon` object')]).optional(),
    appearance: configObject(
      { default: z.enum(['system', 'light', 'dark']).optional(), strict: z.boolean().optional() },
      { what: '`appearance`' },
    ).optional(),
    navbar: navbarSchema.optional(),
    footer: footerSchema.optional(),
    banner: bannerSchema.optional(),
    redirects: z
      .array(configObject({ source: text, destination: text, permanent: z.boolean().optional() }, { what: 'a redirect' }))
      .optional(),
    seo: configObject(
      {
        metatags: z.record(z.string(), z.string()).optional(),
        indexing: z.enum(['navigable', 'all']).optional(),
        organization: organizationSchema.optional(),
      },
      { what: '`seo`' },
    ).optional(),
    variables: z.record(z.string(), z.string()).optional(),
    api: apiSchema.optional(),
    playground: configObject({ url: z.literal('full').optional() }, { what: '`playground`' }).optional(),
    icons: configObject({ library: z.enum(['fontawesome', 'lucide', 'tabler']) }, { what: '`icons`' }).optional(),
    search: configObject({ prompt: z.string().optional() }, { what: '`search`' }).optional(),
    fonts: fontsSchema.optional(),
    contextual: contextualSchema.optional(),
    errors: errorsSchema.optional(),
    thumbnails: thumbnailsSchema.optional(),
    background: backgroundSchema.optional(),
    styling: stylingSchema.optional(),
    interaction: interactionSchema.optional(),
    integrations: integrationsSchema.optional(),
    metadata: configObject({ timestamp: z.boolean().optional() }, { what: '`metadata`' }).optional(),
    markdown: markdownSchema.optional(),
    public: z.boolean().optional(),
    groups: z.array(text).optional(),
    // Issue 15: who may ask the agent (lib/config/editors-schema.ts).
    editors: editorsSchema.optional(),
    navigation: navigationSchema,
  },
  {
    what: 'docs.json',
    misplaced: (key) => (key in MOVED ? `\`${key}\` does not go at the top of docs.json; it belongs in ${MOVED[key]}` : undefined),
  },
);

/** A valid docs.json. Keys Lectern accepts but ignores are not part of the type. */
export type DocsConfig = z.output<typeof docsConfigSchema>;
