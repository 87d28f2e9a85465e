/** What a string in `pages` means, before anything is looked up. */
export type PageEntry =
  | { kind: 'page'; entry: string }
  | { kind: 'operation'; spec?: string; method: string; path: string }
  | { kind: 'webhook'; spec?: string; name: string };

// OpenAPI 3.x path item operations (https://spec.openapis.org/oas/v3.1.0#path-item-object).
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

const SHAPES = '`guides/quickstart`, `GET /users`, `openapi.yaml GET /users`, `webhook name` or `openapi.yaml webhook name`';

const stripSlash = (value: string) => value.replace(/^\/+/, '');

function operationOrWebhook(spec: string | undefined, word: string, rest: string, entry: string): PageEntry | string {
  // Mintlify reads `webhook` in any case (`WEBHOOK name`, `Webhook name`): parseOpenApiString.
  if (word.toLowerCase() === 'webhook') return { kind: 'webhook', spec, name: rest };
  const method = word.toUpperCase();
  if (!METHODS.has(method)) {
    return `\`${entry}\` is not a page entry: \`${word}\` is neither an HTTP method nor \`webhook\`; a page entry is ${SHAPES}`;
  }
  const written = (m: string, p: string) => [spec, m, p].filter(Boolean).join(' ');
  if (word !== method) return `\`${entry}\`: HTTP methods are written in uppercase; write \`${written(method, rest)}\``;
  if (!rest.startsWith('/')) return `\`${entry}\`: an operation path starts with \`/\`; write \`${written(method, `/${rest}`)}\``;
  return { kind: 'operation', spec, method, path: rest };
}

/**
 * Reads a page entry: a page path, `METHOD /path` or `webhook name`, optionally preceded by a
 * spec (path or file stem). Split on whitespace because that is how the hosted platform reads
 * them. Returns a message instead when the entry cannot mean anything.
 */
export function parsePageEntry(entry: string): PageEntry | string {
  const tokens = entry.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return `found an empty page entry; a page entry is ${SHAPES}`;
  if (tokens.length === 1) {
    const page = stripSlash(tokens[0]);
    return page ? { kind: 'page', entry: page } : `found \`${entry}\`, which names no page; a page entry is ${SHAPES}`;
  }
  if (tokens.length === 2) return operationOrWebhook(undefined, tokens[0], tokens[1], entry.trim());
  if (tokens.length === 3) return operationOrWebhook(stripSlash(tokens[0]), tokens[1], tokens[2], entry.trim());
  return `\`${entry}\` has ${tokens.length} words; a page entry is ${SHAPES} (paths and names have no spaces)`;
}
