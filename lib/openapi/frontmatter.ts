/**
 * Frontmatter pages that render a generated reference (docs/docs-json.md "Page frontmatter"):
 * `openapi: "<spec> METHOD /path"`, `openapi: "<spec> webhook name"`, `openapi-schema: "<spec>
 * Name"`. The spec is optional when exactly one spec has the target (`api.openapi` specs are
 * asked first); the content layer calls this once per such page.
 */
import type { OpenApiSource } from '../config/types';
import { loadSpec } from './load';
import { findOperation, findWebhook, listOperations, listSchemaNames, listWebhooks, type OperationEntry } from './operations';
import {
  closest,
  normaliseSpecToken,
  parseOperationRef,
  parseSchemaRef,
  specMatches,
  type OperationRef,
  type SchemaRef,
} from './page-entry';
import type { LoadedSpec } from './types';

export type FrontmatterTarget =
  | { kind: 'endpoint'; spec: LoadedSpec; method: string; path: string; entry: OperationEntry }
  | { kind: 'webhook'; spec: LoadedSpec; name: string; entry: OperationEntry }
  | { kind: 'schema'; spec: LoadedSpec; name: string };

export type FrontmatterResolution = { ok: true; target: FrontmatterTarget } | { ok: false; message: string };

/**
 * Resolve an `openapi` / `openapi-schema` frontmatter value. With `docsDir`, a spec path that
 * docs.json never declared is loaded (and added to `specs`), so a page may name any spec file.
 */
export async function resolveOpenApiFrontmatter(
  value: unknown,
  kind: 'openapi' | 'openapi-schema',
  specs: Map<string, LoadedSpec>,
  defaultSpecs: (OpenApiSource | string)[] = [],
  opts: { docsDir?: string } = {},
): Promise<FrontmatterResolution> {
  if (typeof value !== 'string') return { ok: false, message: `\`${kind}\` must be a string` };
  const ref = kind === 'openapi' ? parseOperationRef(value, true) : parseSchemaRef(value);
  if (!ref) {
    const form = kind === 'openapi' ? '"<spec> METHOD /path" or "<spec> webhook <name>"' : '"<spec> SchemaName"';
    return { ok: false, message: `\`${kind}: ${value}\` is not of the form ${form} (the spec is optional)` };
  }
  const pool = await candidateSpecs(ref.spec, specs, defaultSpecs, opts.docsDir);
  if (typeof pool === 'string') return { ok: false, message: pool };

  const find = (spec: LoadedSpec): FrontmatterTarget | undefined => {
    if (ref.kind === 'schema') return listSchemaNames(spec.doc).includes(ref.name) ? { kind: 'schema', spec, name: ref.name } : undefined;
    if (ref.kind === 'webhook') {
      const entry = findWebhook(spec.doc, ref.name);
      return entry && { kind: 'webhook', spec, name: ref.name, entry };
    }
    const entry = findOperation(spec.doc, ref.method, ref.path);
    return entry && { kind: 'endpoint', spec, method: entry.method, path: entry.path, entry };
  };
  for (const tier of pool) {
    const hits = tier.flatMap((spec) => find(spec) ?? []);
    if (hits.length === 1) return { ok: true, target: hits[0] };
    if (hits.length > 1)
      return { ok: false, message: `\`${kind}: ${value}\` matches ${hits.map((h) => h.spec.source).join(', ')}: name the spec first` };
  }
  return { ok: false, message: notFound(value, kind, ref, pool.flat()) };
}

/** Tiers of specs to search: the named spec; else `api.openapi` specs, then every spec. */
async function candidateSpecs(
  token: string | undefined,
  specs: Map<string, LoadedSpec>,
  defaults: (OpenApiSource | string)[],
  docsDir?: string,
): Promise<LoadedSpec[][] | string> {
  const all = [...specs.values()];
  if (!token) {
    const wanted = defaults.map((d) => normaliseSpecToken(typeof d === 'string' ? d : d.source));
    const preferred = all.filter((s) => wanted.includes(s.source));
    if (!all.length) return 'No OpenAPI spec is declared: name the spec in the value or set `api.openapi` in docs.json';
    return [preferred, all.filter((s) => !preferred.includes(s))];
  }
  const named = all.filter((s) => specMatches(token, s));
  if (named.length) return [named];
  if (docsDir && /[./]/.test(token)) {
    const loaded = await loadSpec(token, docsDir);
    if (loaded.ok) {
      specs.set(loaded.spec.source, loaded.spec);
      return [[loaded.spec]];
    }
    return `Spec "${token}" could not be loaded: ${loaded.problems[0].message}`;
  }
  const known = all.map((s) => s.source);
  return `Unknown spec "${token}"${known.length ? `: known specs are ${known.join(', ')}` : ''}`;
}

function notFound(value: string, kind: string, ref: OperationRef | SchemaRef, specs: LoadedSpec[]): string {
  const where = specs.map((s) => s.source).join(', ') || 'no spec';
  const [wanted, pool] =
    ref.kind === 'schema'
      ? [ref.name, specs.flatMap((s) => listSchemaNames(s.doc))]
      : ref.kind === 'webhook'
        ? [ref.name, specs.flatMap((s) => listWebhooks(s.doc).map((w) => w.name ?? ''))]
        : [`${ref.method} ${ref.path}`, specs.flatMap((s) => listOperations(s.doc).map((o) => `${o.method} ${o.path}`))];
  const hint = pool.length ? `; closest: ${closest(wanted, pool).join(', ')}` : '';
  return `\`${kind}: ${value}\` names nothing in ${where}${hint}`;
}
