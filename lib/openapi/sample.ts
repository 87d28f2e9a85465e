/**
 * Example values generated from a schema when the spec gives none, with openapi-sampler (it
 * follows `$ref`s through the document and stops at cycles). Depth and size are capped so a
 * generated example never dominates a page. Browser-safe.
 */
import { sample } from 'openapi-sampler';
import type { Obj } from './types';

const MAX_EXAMPLE_CHARS = 20_000;

type Mode = 'request' | 'response';
type Memo = { byRef: Map<string, unknown>; byObject: WeakMap<object, unknown> };

/**
 * Samples per document and mode. Most generated examples are of a shared schema (Stripe's `error`
 * response on every operation, GitHub's shared responses): sampling it once per spec instead of
 * once per page was a quarter of the page-model time. The value is shared between pages, which
 * only serialise it.
 */
const memos = new WeakMap<Obj, Record<Mode, Memo>>();

/** A sample value for `schema`, or undefined when the sampler cannot produce one. */
export function sampleSchema(schema: unknown, doc: Obj, mode: Mode): unknown {
  let perDoc = memos.get(doc);
  if (!perDoc) memos.set(doc, (perDoc = { request: newMemo(), response: newMemo() }));
  const memo = perDoc[mode];
  // A bare `{ $ref }` samples the same wherever it is written; any other schema is its own object.
  const ref = bareRef(schema);
  if (ref !== undefined) {
    if (!memo.byRef.has(ref)) memo.byRef.set(ref, sampleFresh(schema, doc, mode));
    return memo.byRef.get(ref);
  }
  if (typeof schema !== 'object' || schema === null) return sampleFresh(schema, doc, mode);
  if (!memo.byObject.has(schema)) memo.byObject.set(schema, sampleFresh(schema, doc, mode));
  return memo.byObject.get(schema);
}

function newMemo(): Memo {
  return { byRef: new Map(), byObject: new WeakMap() };
}

function bareRef(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || typeof (schema as Obj).$ref !== 'string') return undefined;
  for (const key in schema) if (key !== '$ref') return undefined;
  return (schema as Obj).$ref as string;
}

function sampleFresh(schema: unknown, doc: Obj, mode: Mode): unknown {
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
