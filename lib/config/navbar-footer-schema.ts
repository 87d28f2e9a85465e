/**
 * docs.json `navbar` and `footer`, at the root and on a language of `navigation.languages` (its
 * own navbar and footer replace the root ones on its pages: Mintlify guides/internationalization.mdx
 * "Localized footer and navbar"). Drawn by components/docs/navbar.tsx and footer.tsx.
 */
import { z } from 'zod';
import { configObject } from './config-object';
import { iconTypeSchema } from './icon-type-schema';

const text = z.string().min(1);

export const navbarSchema = configObject(
  {
    links: z
      .array(
        configObject(
          {
            label: text.optional(),
            href: text,
            icon: z.string().optional(),
            iconType: iconTypeSchema.optional(),
            type: z.enum(['github', 'discord']).optional(),
          },
          { what: 'a navbar link' },
        ),
      )
      .optional(),
    primary: configObject(
      { type: z.enum(['button', 'github', 'discord']), label: text.optional(), href: text },
      { what: '`navbar.primary`' },
    )
      .superRefine((primary, ctx) => {
        if (primary.type === 'button' && primary.label === undefined) {
          ctx.addIssue({ code: 'custom', path: ['label'], message: 'missing `label`: a `button` shows a label' });
        }
      })
      .optional(),
  },
  { what: '`navbar`' },
);

export const footerSchema = configObject(
  {
    socials: z.record(z.string(), text).optional(),
    links: z
      .array(
        configObject(
          { header: z.string().optional(), items: z.array(configObject({ label: text, href: text }, { what: 'a footer link' })) },
          { what: 'a footer column' },
        ),
      )
      .optional(),
  },
  { what: '`footer`' },
);

export type NavbarConfig = z.infer<typeof navbarSchema>;
export type FooterConfig = z.infer<typeof footerSchema>;
