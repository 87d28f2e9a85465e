import { z } from 'zod';
import { configObject } from './config-object';
import { describeValue } from './values';

/**
 * `iconType`: a Font Awesome style (Mintlify components/tabs.mdx: "One of `regular`, `solid`,
 * `light`, `thin`, `sharp-solid`, `duotone`, `brands`"), drawn as the nearest Lucide look by
 * components/ui/icon-type.ts. Navbar links, navigation elements and global links take it.
 */
export const iconTypeSchema = z.enum(['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands']);

const hex = z.string().refine((value) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value), {
  error: (issue) => `found ${describeValue(issue.input)}; a color is a hex code like \`#4F46E5\``,
});

/**
 * `color` on an anchor or a dropdown, in `navigation` or `navigation.global`: the icon's colour in
 * each theme (components/docs/nav-icon.tsx). Mintlify's settings reference marks neither `light`
 * nor `dark` required, so one alone is accepted (lib/config/navigation.ts uses it for both
 * themes); an object with neither would colour nothing, and is refused.
 */
export const navColorSchema = configObject({ light: hex.optional(), dark: hex.optional() }, { what: 'a navigation `color`' }).refine(
  (value) => value.light !== undefined || value.dark !== undefined,
  { error: 'a `color` needs `light`, `dark` or both (hex codes like `#4F46E5`)' },
);
