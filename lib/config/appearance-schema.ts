import { bundledThemesInfo } from 'shiki/themes';
import { z } from 'zod';
import { configObject } from './config-object';
import { describeValue, quote } from './values';

const hex = z.string().refine((value) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value), {
  error: (issue) => `found ${describeValue(issue.input)}; a color is a hex code like \`#F8FAFC\``,
});
const text = z.string().min(1);

/** A Shiki theme name (https://shiki.style/themes): checked here, since a wrong one would fail every page with a code block. */
const SHIKI_THEMES = bundledThemesInfo.map((theme) => theme.id);
const shikiTheme = z.string().refine((value) => SHIKI_THEMES.includes(value), {
  error: (issue) =>
    `${typeof issue.input === 'string' ? quote(issue.input) : describeValue(issue.input)} is not a Shiki theme; ` +
    'see https://shiki.style/themes for the names (e.g. `github-light`, `dracula`)',
});

/**
 * `background` (Mintlify organize/settings-appearance.mdx): the page background colour per mode, an
 * image (one, or one per mode), and a decoration drawn behind the content.
 */
export const backgroundSchema = configObject(
  {
    decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
    color: configObject({ light: hex.optional(), dark: hex.optional() }, { what: '`background.color`' }).optional(),
    image: z.union([text, configObject({ light: text, dark: text }, { what: '`background.image`' })]).optional(),
  },
  { what: '`background`' },
);

/**
 * `styling`: the page eyebrow (`section` or `breadcrumbs`), the code block themes and custom
 * TextMate grammars (files checked by lib/config/code-grammars), and `latex`: `false` turns math
 * off so `$` stays literal, `true` or nothing renders it where a page uses it.
 */
export const stylingSchema = configObject(
  {
    eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
    latex: z.boolean().optional(),
    codeblocks: z
      .union([
        z.enum(['system', 'dark']),
        shikiTheme,
        configObject(
          {
            theme: z
              .union([shikiTheme, configObject({ light: shikiTheme, dark: shikiTheme }, { what: '`styling.codeblocks.theme`' })])
              .optional(),
            languages: configObject({ custom: z.array(text).optional() }, { what: '`styling.codeblocks.languages`' }).optional(),
          },
          { what: '`styling.codeblocks`' },
        ),
      ])
      .optional(),
  },
  { what: '`styling`' },
);

/** `interaction.drilldown`: whether opening a sidebar group also opens its first page. */
export const interactionSchema = configObject({ drilldown: z.boolean().optional() }, { what: '`interaction`' });

export type Styling = z.output<typeof stylingSchema>;
export type Background = z.output<typeof backgroundSchema>;
