/**
 * Example values generated from a schema when the spec gives none, with openapi-sampler (it
 * follows `$ref`s through the document and stops at cycles). Depth and size are capped so a
 * generated example never dominates a page. Browser-safe.
 */
import { sample } from 'openapi-sampler';
import type { Obj } from './types';

const MAX_EXAMPLE_CHARS = 20_000;

/** A sample value for `schema`, or undefined when the sampler cannot produce one. */
export function sampleSchema(schema: unknown, doc: Obj, mode: 'request' | 'response'): unknown {
  for (const maxSampleDepth of [3, 2]) {
    try {
      const value = sample(
        schema as Parameters<typeof sample>[0],
        { quiet: true, maxSampleDepth, skipReadOnly: mode === 'request', skipWriteOnly: mode === 'response' },
        doc,
      );
      if (value === undefined) return undefined;
      if (JSON.stringify(value).length <= MAX_EXAMPLE_CHARS) return value;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
