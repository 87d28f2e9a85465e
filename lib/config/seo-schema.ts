import { z } from 'zod';
import { configObject } from './config-object';
import { describeValue } from './values';

/** An absolute http(s) URL: structured data names things by URL, and a relative one names nothing. */
const absoluteUrl = z.string().refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
  error: (issue) => `found ${describeValue(issue.input)}; this is an absolute URL like \`https://example.com\``,
});

/**
 * `seo.organization` (Mintlify organize/settings-seo.mdx): the publisher entity of the schema.org
 * structured data on every page. Every field is optional; missing ones are derived from the site
 * name, logo and URL (lib/page-meta/organization-json-ld.ts). `logo` may also be a docs-folder path.
 */
export const organizationSchema = configObject(
  {
    id: absoluteUrl.optional(),
    name: z.string().min(1).optional(),
    legalName: z.string().min(1).optional(),
    url: absoluteUrl.optional(),
    logo: z.string().min(1).optional(),
    sameAs: z.array(absoluteUrl).optional(),
  },
  { what: '`seo.organization`' },
);

export type Organization = z.output<typeof organizationSchema>;
