import { z } from 'zod';
import { configObject } from './config-object';

/**
 * `markdown` (Mintlify ai/markdown-export.mdx): what the Markdown served to AI tools carries.
 * `instructions` (one string, or lines) becomes an "Agent Instructions" block in every page's
 * Markdown, llms.txt and llms-full.txt; `schema: false` leaves the OpenAPI document out of the
 * Markdown of API pages (lib/llms).
 */
export const markdownSchema = configObject(
  {
    instructions: z.union([z.string().min(1), z.array(z.string())]).optional(),
    schema: z.boolean().optional(),
  },
  { what: '`markdown`' },
);

export type MarkdownSettings = z.output<typeof markdownSchema>;
