/**
 * Shared shapes of lib/openapi. Documents are read as loose JSON (`Obj`) and checked field by
 * field, because specs in the wild break their own typings; everything exported to other layers
 * (routes, page models) is plain serialisable data.
 */
import type { OpenAPIV3 } from 'openapi-types';

export type Obj = Record<string, unknown>;

/** A loaded, validated OpenAPI 3.0/3.1 document, `$ref`s kept (cycles stay representable). */
export type LoadedSpec = {
  /** The source as declared in docs.json/frontmatter (repo path without leading `/`, or URL). */
  source: string;
  /** Path relative to the docs folder (`content/openapi.yaml`) or the URL: what problems name. */
  file: string;
  /** Absolute file path when the spec is on disk. */
  absPath?: string;
  format: 'json' | 'yaml';
  /** `3.0` or `3.1` (the `openapi` field's major.minor). */
  version: '3.0' | '3.1';
  /** The document as parsed: internal `$ref`s are kept and resolved lazily with `getRef`. */
  doc: Obj;
};

/** `unreadable`: the spec could not be found, fetched or read, so the problem is about its declaration. */
export type LoadResult =
  | {
      ok: true;
      spec: LoadedSpec;
      /** Located problems that do not stop the spec's pages (a malformed `x-mint.pre`/`post`). */
      warnings?: import('../config/types').Problem[];
    }
  | {
      ok: false;
      problems: import('../config/types').Problem[];
      unreadable?: true;
      /** Not fetched on purpose (`--offline`). */ skipped?: true;
    };

/** One row of the route table produced by OpenAPI expansion. */
export type ApiRoute = {
  url: string;
  kind: 'endpoint' | 'webhook' | 'schema';
  title: string;
  /** The spec's file (docs-relative path or URL). */
  file: string;
  method?: string;
  path?: string;
  /** Webhook name or schema name. */
  name?: string;
  /** The spec's source as declared (key of the `specs` map). */
  spec: string;
  deprecated: boolean;
  version?: string;
  /** Reachable by URL but not listed: under a `hidden` nav element, `x-docs.metadata.hidden`, or an explicitly listed `x-hidden` operation. */
  hidden: boolean;
  /** Hidden by `searchable` tabs or groups only: still found (lib/config/nav-placement.ts). */
  findable?: true;
  /** The docs.json groups' `boost`, multiplied (lib/config/nav-placement.ts). */
  navBoost?: number;
  /** The operation's description (or `x-docs.metadata.description`), Markdown, when it has one. */
  description?: string;
  /** `x-docs.metadata.sidebarTitle` (alias `x-mint`): the sidebar's label for the page. */
  sidebarTitle?: string;
};

/**
 * Operation keys of a Path Item (https://spec.openapis.org/oas/v3.1.0#path-item-object), in spec order.
 * Checked against openapi-types' list, so the two cannot drift; documents themselves stay loose `Obj`
 * (see above), since a type would promise fields that a spec in the wild may not have.
 */
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const satisfies readonly `${OpenAPIV3.HttpMethods}`[];
export type HttpMethod = (typeof HTTP_METHODS)[number];

// Every method openapi-types knows is in the list: a method added there and missing here fails tsc.
type Listed<Missing extends never> = Missing;
export type UnlistedHttpMethod = Listed<Exclude<`${OpenAPIV3.HttpMethods}`, HttpMethod>>;

/** Narrow `unknown` to a plain JSON object. */
export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Read a string field, or undefined when absent or of another type. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
