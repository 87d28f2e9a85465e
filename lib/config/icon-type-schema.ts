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

/** `navigation.global.anchors[].color`: the anchor icon's colour in each theme (components/docs/docs-shell.tsx). */
export const anchorColorSchema = configObject({ light: hex, dark: hex }, { what: 'an anchor `color`' });
