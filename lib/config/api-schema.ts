import { z } from 'zod';
import { configObject } from './config-object';
import { openApiValueSchema } from './openapi-sources';

const name = z.string().min(1);

const mdxAuthSchema = configObject(
  { method: z.enum(['bearer', 'basic', 'key']), name: name.optional() },
  { what: '`api.mdx.auth`' },
).superRefine((auth, ctx) => {
  // A `key` credential is sent under a name the reader cannot guess.
  if (auth.method === 'key' && auth.name === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['name'],
      message: 'missing `name`: with method `key`, name the header or query parameter (e.g. `x-api-key`)',
    });
  }
});

/** `api`: the specs, playground, parameter display, code samples and hand-written endpoint pages. */
export const apiSchema = configObject(
  {
    openapi: openApiValueSchema.optional(),
    playground: configObject(
      {
        display: z.enum(['interactive', 'simple', 'auth', 'none']).optional(),
        proxy: z.boolean().optional(),
        credentials: z.boolean().optional(),
        url: z.literal('full').optional(),
        environments: z.array(z.strictObject({ name: z.string().min(1), variables: z.record(z.string(), z.string()) })).optional(),
        oauth: z.strictObject({ clientId: z.string().min(1).optional() }).optional(),
      },
      { what: '`api.playground`' },
    ).optional(),
    url: z.literal('full').optional(),
    params: configObject(
      {
        expanded: z.enum(['all', 'closed']).optional(),
        // Schema keys (`nullable`, `x-internal`) whose values become pills after every field name.
        post: z.array(z.string().min(1)).optional(),
      },
      { what: '`api.params`' },
    ).optional(),
    examples: configObject(
      {
        languages: z.array(name).optional(),
        defaults: z.enum(['required', 'all']).optional(),
        prefill: z.boolean().optional(),
        autogenerate: z.boolean().optional(),
      },
      { what: '`api.examples`' },
    ).optional(),
    mdx: configObject(
      { server: z.union([name, z.array(name)]).optional(), auth: mdxAuthSchema.optional() },
      { what: '`api.mdx`' },
    ).optional(),
  },
  { what: '`api`', ignored: ['asyncapi'] },
);
