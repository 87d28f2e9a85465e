import { z } from 'zod';
import { configObject } from './config-object';
import { describeValue } from './values';

const hex = z.string().refine((value) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value), {
  error: (issue) => `found ${describeValue(issue.input)}; a color is a hex code like \`#4F46E5\``,
});

/**
 * `banner` (Mintlify components/banner.mdx): at the root of docs.json, and inside a language of
 * `navigation.languages` (organize/settings-reference.mdx), where it replaces the root banner on
 * that language's pages. One schema for both places, so both refuse the same values.
 */
export const bannerSchema = configObject(
  {
    content: z.string().min(1),
    dismissible: z.boolean().optional(),
    type: z.enum(['info', 'warning', 'critical']).optional(),
    color: z.union([hex, configObject({ light: hex, dark: hex }, { what: '`banner.color`' })]).optional(),
  },
  { what: '`banner`' },
);

export type Banner = z.output<typeof bannerSchema>;
