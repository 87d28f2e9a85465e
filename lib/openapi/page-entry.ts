/**
 * Parses the strings that point at generated pages (docs/docs-json.md "Page entries" and frontmatter):
 * `METHOD /path`, `<spec> METHOD /path`, `webhook name`, `<spec> webhook name`, and the
 * `openapi-schema` value `<spec> Name`. A spec is named by its path or its file stem.
 */
import { editDistance } from '../config/did-you-mean';
import { HTTP_METHODS } from './types';

export type OperationRef =
  { kind: 'operation'; spec?: string; method: string; path: string } | { kind: 'webhook'; spec?: string; name: string };

export type SchemaRef = { kind: 'schema'; spec?: string; name: string };

const METHODS = new Set(HTTP_METHODS.map((m) => m.toUpperCase()));

/**
 * `GET /users` → operation; `webhook orderPaid` (any case) → webhook; 3 tokens put a spec first.
 * Methods must be uppercase in navigation entries; frontmatter passes `anyCase` since authors write both.
 */
export function parseOperationRef(value: string, anyCase = false): OperationRef | undefined {
  const tokens = value.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return undefined;
  const spec = tokens.length === 3 ? normaliseSpecToken(tokens[0]) : undefined;
  const [first, second] = tokens.slice(-2);
  // `webhook` in any case, in navigation and frontmatter alike, as Mintlify's parseOpenApiString reads it.
  if (first.toLowerCase() === 'webhook') return { kind: 'webhook', spec, name: second };
  const method = anyCase ? first.toUpperCase() : first;
  if (!METHODS.has(method) || !second.startsWith('/')) return undefined;
  return { kind: 'operation', spec, method, path: second };
}

/** `openapi-schema` value: `Name` or `<spec> Name`. */
export function parseSchemaRef(value: string): SchemaRef | undefined {
  const tokens = value.trim().split(/\s+/);
  if (tokens.length === 1 && tokens[0]) return { kind: 'schema', name: tokens[0] };
  if (tokens.length === 2) return { kind: 'schema', spec: normaliseSpecToken(tokens[0]), name: tokens[1] };
  return undefined;
}

/** Specs are written with or without a leading `/` (`/openapi.yaml`), never with one for URLs. */
export function normaliseSpecToken(token: string): string {
  return /^[a-z]+:\/\//i.test(token) ? token : token.replace(/^\/+/, '');
}

/** Does a spec token (path or file stem) name this spec? Matches its source, resolved file or stem. */
export function specMatches(token: string, spec: { source: string; file: string }): boolean {
  const wanted = normaliseSpecToken(token);
  if (wanted === spec.source || wanted === spec.file) return true;
  if (/^[a-z]+:\/\//i.test(spec.source)) return false;
  return !wanted.includes('.') && !wanted.includes('/') && stem(spec.source) === wanted;
}

function stem(source: string): string {
  const base = source.split('/').pop() ?? source;
  return base.replace(/\.(ya?ml|json)$/i, '');
}

/** The `n` candidates closest to `wanted` by edit distance (for "did you mean" messages). */
export function closest(wanted: string, candidates: string[], n = 3): string[] {
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(wanted, candidate) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, n)
    .map((c) => c.candidate);
}
