/**
 * Which URLs the proxy may forward to. A rule is one of the operation's servers, with its
 * variables expanded (https://spec.openapis.org/oas/v3.1.0#server-variable-object), or an entry
 * of the operator's allow-list. A variable with an `enum` stands for exactly those values; a free
 * variable for one DNS label in the host (`{tenant}.api.test`) or one path segment, so a template
 * never widens to "any host".
 *
 * A reader's request must be the page's own operation: the rule's base path followed by the
 * operation's path template (https://spec.openapis.org/oas/v3.1.0#path-templating), one segment
 * per path parameter. Paths are compared after normalising: the URL parser has resolved dot
 * segments, and each segment is percent-decoded; a segment that decodes to `/`, `\`, `.` or `..`
 * is refused outright, since the API's router may decode it and land on another operation.
 *
 * Relative server URLs resolve against the site's configured origin (SITE_URL) and only
 * against it: without one they match nothing, whatever Host header a client sends. Pure.
 */
import type { ServerModel } from '../openapi/page-model-types';

export type AllowRule = { url: string; variables?: ServerModel['variables'] };

type Template = { authority: RegExp; segments: RegExp[] };

/** Whether `target` lies at or below one of `rules` (a redirect hop: any path under the servers). */
export function isAllowedTarget(target: URL, rules: AllowRule[], origin: string | undefined): boolean {
  const segments = toTargetSegments(target);
  if (!segments) return false;
  return rules.some((rule) => {
    const template = toTemplate(rule, origin);
    return (
      !!template &&
      template.authority.test(authorityOf(target)) &&
      template.segments.every((re, i) => i < segments.length && re.test(segments[i]))
    );
  });
}

/** Whether `target` is exactly `path` (the operation's template) under one of `rules`; query strings are free. */
export function isOperationTarget(target: URL, rules: AllowRule[], origin: string | undefined, path: string): boolean {
  const segments = toTargetSegments(target);
  if (!segments || !path.startsWith('/')) return false;
  const operation = path
    .split('/')
    .slice(1)
    .map((segment) => toSegmentPattern(segment, {}));
  return rules.some((rule) => {
    const template = toTemplate(rule, origin);
    if (!template || !template.authority.test(authorityOf(target))) return false;
    const all = [...template.segments, ...operation];
    return all.length === segments.length && all.every((re, i) => re.test(segments[i]));
  });
}

/** Whether a rule is relative to the site (`/`, `/v1`): usable only with a configured origin. */
export function isRelativeRule(rule: AllowRule): boolean {
  return !/^[a-z][a-z0-9+.-]*:\/\/|^\{[^{}]+\}:\/\//i.test(rule.url.trim());
}

/**
 * Whether a path segment of `target` decodes to something that could leave its segment on an
 * API that decodes before routing (`%2F`, `%5C`, `%2e%2e` already resolved by the URL parser
 * aside), or does not decode at all.
 */
export function hasEscapingSegment(target: URL): boolean {
  return (
    toTargetSegments(target) === undefined &&
    (target.protocol === 'http:' || target.protocol === 'https:') &&
    !target.username &&
    !target.password
  );
}

/** The target's path segments, percent-decoded; undefined when one would escape its segment. */
function toTargetSegments(target: URL): string[] | undefined {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (target.username || target.password) return undefined;
  const out: string[] = [];
  for (const raw of target.pathname.split('/').slice(1)) {
    const decoded = safeDecode(raw);
    if (decoded === undefined || /[/\\]/.test(decoded) || decoded === '.' || decoded === '..') return undefined;
    out.push(decoded);
  }
  return out;
}

/** Server template → its authority pattern and one pattern per base-path segment. */
function toTemplate(rule: AllowRule, origin: string | undefined): Template | undefined {
  const url = rule.url.trim();
  if (isRelativeRule(rule) && !origin) return undefined;
  const absolute = dropDefaultPort(isRelativeRule(rule) ? `${origin!.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url);
  const authorityEnd = absolute.indexOf('/', absolute.indexOf('//') + 2);
  const authority = normalise(authorityEnd === -1 ? absolute : absolute.slice(0, authorityEnd));
  const basePath = authorityEnd === -1 ? '' : absolute.slice(authorityEnd).split(/[?#]/)[0].replace(/\/+$/, '');
  return {
    authority: new RegExp(`^${fill(authority, rule.variables ?? {}, '[a-z0-9-]+', literal)}$`, 'i'),
    segments: basePath
      ? basePath
          .split('/')
          .slice(1)
          .map((segment) => toSegmentPattern(segment, rule.variables ?? {}))
      : [],
  };
}

/** One template segment (`{id}`, `{name}.json`, `v1`) → a pattern over one decoded segment. */
function toSegmentPattern(segment: string, variables: NonNullable<AllowRule['variables']>): RegExp {
  return new RegExp(`^${fill(segment, variables, '[^/]+', (text) => literal(safeDecode(text) ?? text))}$`);
}

/** Template text with each `{name}` replaced by its enum values or `free`, the rest by `text`. */
function fill(template: string, variables: NonNullable<AllowRule['variables']>, free: string, text: (part: string) => string): string {
  let source = '';
  let last = 0;
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) {
    source += text(template.slice(last, match.index));
    const values = variables[match[1]]?.enum;
    source += values?.length ? `(?:${values.map(literal).join('|')})` : free;
    last = match.index + match[0].length;
  }
  return source + text(template.slice(last));
}

/** A literal authority as the URL parser writes it (`[::ffff:127.0.0.1]` → `[::ffff:7f00:1]`, IDN, case), to compare like with like. */
function normalise(authority: string): string {
  if (authority.includes('{')) return authority;
  try {
    const url = new URL(authority);
    return `${url.protocol}//${url.host}`;
  } catch {
    return authority;
  }
}

function authorityOf(target: URL): string {
  return `${target.protocol}//${target.host}`;
}

function dropDefaultPort(url: string): string {
  return url.replace(/^(https:\/\/[^/]+):443(?=\/|$)/i, '$1').replace(/^(http:\/\/[^/]+):80(?=\/|$)/i, '$1');
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
