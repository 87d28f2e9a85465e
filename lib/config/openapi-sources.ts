import { z } from 'zod';
import { configObject } from './config-object';
import type { OpenApiSource } from './types';

const specSchema = z.string().min(1);
const specObjectSchema = configObject({ source: specSchema, directory: z.string().optional() }, { what: 'an `openapi` object' });

/** `openapi` on `api` or a navigation element: a path or URL, `{ source, directory }`, or a list. */
export const openApiValueSchema = z.union([specSchema, specObjectSchema, z.array(z.union([specSchema, specObjectSchema]))]);

export type OpenApiValue = z.output<typeof openApiValueSchema>;

/** Where generated pages live when `directory` is not given (docs/docs-json.md, `openapi`). */
export const DEFAULT_API_DIRECTORY = 'api-reference';

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/**
 * Normalises an `openapi` value to a list, because every form means "these specs" and later
 * stages should not care how it was written. Repo paths lose a leading `/`, directories their
 * slashes, so `/openapi.yaml` and `openapi.yaml` identify the same document.
 */
export function toOpenApiSources(value: OpenApiValue): OpenApiSource[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const { source, directory } = typeof item === 'string' ? { source: item, directory: undefined } : item;
    return {
      source: isUrl(source) ? source : source.replace(/^\/+/, ''),
      directory: directory === undefined ? DEFAULT_API_DIRECTORY : directory.replace(/^\/+|\/+$/g, ''),
    };
  });
}
