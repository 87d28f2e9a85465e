/**
 * Which URLs the proxy may forward to: those under one of the operation's servers, with the
 * server variables expanded (https://spec.openapis.org/oas/v3.1.0#server-variable-object), or
 * under an entry of the operator's explicit allow-list. A variable with an `enum` stands for
 * exactly those values; a free variable for one DNS label in the host (`{tenant}.api.test`) or
 * one path segment, so a template never widens to "any host". Relative server URLs resolve
 * against the site's own origin, as OpenAPI resolves them against where the document is served.
 * Isomorphic and pure.
 */
import type { ServerModel } from '../openapi/page-model-types';

export type AllowRule = { url: string; variables?: ServerModel['variables'] };

/** Whether `target` is under one of `rules` (servers or allow-list URLs), `origin` resolving relative ones. */
export function isAllowedTarget(target: URL, rules: AllowRule[], origin: string): boolean {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username || target.password) return false;
  const href = `${target.protocol}//${target.host}${target.pathname}`;
  return rules.some((rule) => toPattern(rule, origin).test(href));
}

/** Server template → a regular expression matching URLs at or below it. */
export function toPattern(rule: AllowRule, origin: string): RegExp {
  const template = absolute(rule.url.trim(), origin);
  // Where the authority ends: variables before it are host labels, after it path segments.
  const authorityEnd = template.indexOf('/', template.indexOf('//') + 2);
  let source = '';
  let last = 0;
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) {
    source += literal(template.slice(last, match.index));
    const variable = rule.variables?.[match[1]];
    const inHost = authorityEnd === -1 || match.index < authorityEnd;
    source += variable?.enum?.length ? `(?:${variable.enum.map(literal).join('|')})` : inHost ? '[a-z0-9-]+' : '[^/?#]+';
    last = match.index + match[0].length;
  }
  source += literal(template.slice(last).replace(/\/+$/, ''));
  return new RegExp(`^${source}(?:/.*)?$`, 'i');
}

/** A relative server URL (`/`, `/v1`, `v1`) resolved against the site's origin; default ports dropped. */
function absolute(url: string, origin: string): string {
  let out = /^[a-z][a-z0-9+.-]*:\/\/|^\{[^{}]+\}:\/\//i.test(url) ? url : `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  out = out.replace(/^(https:\/\/[^/]+):443(?=\/|$)/i, '$1').replace(/^(http:\/\/[^/]+):80(?=\/|$)/i, '$1');
  return out;
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
