/**
 * Parameter pills (Mintlify "Parameter pills"): short labels shown beside a field's name. `x-mint.pre`
 * pills go before the name; after it come the built-in labels (the renderer's), then one pill per
 * `api.params.post` key present on the schema, then `x-mint.post`. Browser-safe.
 */
import { isObj, type Obj } from './types';

export type Pills = { pre?: string[]; post?: string[] };

/** The labels the field head already shows for a schema, which a pill must not repeat. */
function builtInLabels(schema: Obj): Set<string> {
  const out = new Set<string>();
  if (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'))) out.add('nullable');
  if (schema.deprecated === true) out.add('deprecated');
  if (schema.readOnly === true) out.add('read-only');
  if (schema.writeOnly === true) out.add('write-only');
  return out;
}

/**
 * The pill texts of one config key's value: a string as written, `true` as the key's name, a number
 * as its text, an array as one pill per string or number; `false`, `null`, `""` and objects give none
 * (docs.json `api.params.post`).
 */
export function configPillTexts(key: string, value: unknown): string[] {
  if (value === true) return [key];
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? configPillTexts(key, v) : []));
  return [];
}

/**
 * `x-mint.pre` / `x-mint.post` when it is an array: its non-empty strings (a malformed value is warned
 * about at load). `x-docs` is the same extension (docs/docs-json.md "Extensions") and wins where both set it.
 */
function xMintList(schema: Obj, side: 'pre' | 'post'): string[] {
  const [docs, mint] = [schema['x-docs'], schema['x-mint']];
  const list = isObj(docs) && docs[side] !== undefined ? docs[side] : isObj(mint) ? mint[side] : undefined;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

/** Shared by the many schemas without pills (one object per field of every page otherwise); frozen, since callers only read it. */
const NO_PILLS: Pills = Object.freeze({});

/**
 * Pre and post pills of a (merged) schema, each list without repeats and without a label the field
 * already shows (a `nullable` key listed in `api.params.post` would otherwise print `nullable` twice).
 * Absent lists are omitted, so most nodes carry nothing extra.
 */
export function buildPills(schema: Obj, postKeys: readonly string[] = []): Pills {
  // Runs for every field of every page: most have neither setting.
  if (!postKeys.length && schema['x-mint'] === undefined && schema['x-docs'] === undefined) return NO_PILLS;
  const shown = builtInLabels(schema);
  const unique = (texts: string[]) => [...new Set(texts)].filter((t) => !shown.has(t));
  const pre = unique(xMintList(schema, 'pre'));
  const post = unique([...postKeys.flatMap((key) => configPillTexts(key, schema[key])), ...xMintList(schema, 'post')]);
  const out: Pills = {};
  if (pre.length) out.pre = pre;
  if (post.length) out.post = post;
  return out;
}
