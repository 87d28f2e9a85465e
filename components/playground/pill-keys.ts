'use client';

import { createContext } from 'react';

/**
 * docs.json `api.params.post` for the playground's field labels: the schema keys whose values
 * become post pills, as on the reference (lib/openapi/pills). A context, not a prop: the body form
 * is recursive (schema-form.tsx), and only the label at its leaves needs it.
 */
export const PostKeysContext = createContext<readonly string[]>([]);
