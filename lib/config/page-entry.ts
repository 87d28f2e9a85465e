/** What a string in `pages` means, before anything is looked up. */
export type PageEntry =
  | { kind: 'page'; entry: string }
  | { kind: 'operation'; spec?: string; method: string; path: string }
  | { kind: 'webhook'; spec?: string; name: string };

// OpenAPI 3.x path item operations (https://spec.openapis.org/oas/v3.1.0#path-item-object).
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

const SHAPES = '`guides/quickstart`, `GET /users`, `openapi.yaml GET /users`, `webhook name` or `openapi.yaml webhook name`';

const stripSlash = (value: string) => value.replace(/^\/+/, '');

/** `METHOD /path` or `webhook name`, when `word` is a method or `webhook` (in any case, as Mintlify reads them). */
function operationOrWebhook(spec: string | undefined, word: string, rest: string, entry: string): PageEntry | string | undefined {
  if (word.toLowerCase() === 'webhook') return { kind: 'webhook', spec, name: rest };
  const method = word.toUpperCase();
  if (!METHODS.has(method)) return undefined;
  const written = (p: string) => [spec, method, p].filter(Boolean).join(' ');
  if (!rest.startsWith('/')) return `\`${entry}\`: an operation path starts with \`/\`; write \`${written(`/${rest}`)}\``;
  return { kind: 'operation', spec, method, path: rest };
}

/**
 * Reads a page entry: `METHOD /path` or `webhook name`, optionally preceded by a spec (path or file
 * stem), else a page path. Split on whitespace, and the method read in any case, because that is
 * how the hosted platform reads them (@mintlify/common potentiallyParseOpenApiString): any other
 * entry is a page path, spaces and all (`Getting Started/Install` names `Getting Started/Install.mdx`).
 * Returns a message instead when the entry cannot mean anything.
 */
export function parsePageEntry(entry: string): PageEntry | string {
  const trimmed = entry.trim();
  const tokens = trimmed.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return `found an empty page entry; a page entry is ${SHAPES}`;
  const api =
    tokens.length === 2
      ? operationOrWebhook(undefined, tokens[0], tokens[1], trimmed)
      : tokens.length === 3
        ? operationOrWebhook(stripSlash(tokens[0]), tokens[1], tokens[2], trimmed)
        : undefined;
  if (api !== undefined) return api;
  const page = stripSlash(trimmed);
  return page ? { kind: 'page', entry: page } : `found \`${entry}\`, which names no page; a page entry is ${SHAPES}`;
}
