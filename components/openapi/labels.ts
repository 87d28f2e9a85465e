/**
 * Pure text helpers for the reference UI: type labels, validation constraints in words, literal
 * values, status classes and the URL shown in an endpoint's header. Kept free of React so they
 * are table-tested on their own.
 */
import type { SchemaNode, SecuritySchemeModel, ServerModel } from '@/lib/openapi/page-model-types';
import { scalarText } from '@/lib/openapi/scalar-text';

/** `string<email>`, `Book`, `Category[]`, `integer | string`, `oneOf`; `any` when nothing says. */
export function typeLabel(node: SchemaNode): string {
  if (node.items && (node.type === 'array' || !node.type)) return `${itemLabel(node.items)}[]`;
  if (node.refName && (node.type === 'object' || !node.type) && !node.choices) return node.refName;
  return baseLabel(node);
}

function itemLabel(node: SchemaNode): string {
  const label = typeLabel(node);
  // `string | integer[]` would read as a union with an array: bracket unions.
  return label.includes(' | ') ? `(${label})` : label;
}

function baseLabel(node: SchemaNode): string {
  const base = node.type ?? node.choices?.kind ?? (node.const !== undefined ? jsonType(node.const) : 'any');
  return node.format ? `${base}<${node.format}>` : base;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Validation keywords (https://json-schema.org/draft/2020-12/json-schema-validation) in short words. */
export function constraintLabels(constraints: Record<string, unknown> | undefined): string[] {
  if (!constraints) return [];
  const c = constraints;
  const out: string[] = [];
  // 3.0 spells exclusive bounds as booleans beside minimum/maximum; 3.1 as numbers.
  if (typeof c.exclusiveMinimum === 'number') out.push(`> ${c.exclusiveMinimum}`);
  else if (c.minimum !== undefined) out.push(`${c.exclusiveMinimum === true ? '>' : '>='} ${scalarText(c.minimum)}`);
  if (typeof c.exclusiveMaximum === 'number') out.push(`< ${c.exclusiveMaximum}`);
  else if (c.maximum !== undefined) out.push(`${c.exclusiveMaximum === true ? '<' : '<='} ${scalarText(c.maximum)}`);
  if (c.multipleOf !== undefined) out.push(`multiple of ${scalarText(c.multipleOf)}`);
  out.push(...range(c.minLength, c.maxLength, 'length'));
  if (c.pattern !== undefined) out.push(`pattern ${scalarText(c.pattern)}`);
  out.push(...range(c.minItems, c.maxItems, 'items'));
  if (c.uniqueItems === true) out.push('unique items');
  out.push(...range(c.minProperties, c.maxProperties, 'properties'));
  return out;
}

function range(min: unknown, max: unknown, noun: string): string[] {
  if (min !== undefined && max !== undefined)
    return [min === max ? `${noun} ${scalarText(min)}` : `${noun} ${scalarText(min)}–${scalarText(max)}`];
  if (min !== undefined) return [`${noun} >= ${scalarText(min)}`];
  if (max !== undefined) return [`${noun} <= ${scalarText(max)}`];
  return [];
}

/** A literal as it would be written in JSON (`"red"`, `20`, `null`), shortened past `max` characters. */
export function formatValue(value: unknown, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `2xx` → `success` and so on, for colouring status codes; `default` and ranges included. */
export function statusClass(status: string): 'info' | 'success' | 'redirect' | 'client-error' | 'server-error' | 'other' {
  const first = status.trim()[0];
  return first === '1'
    ? 'info'
    : first === '2'
      ? 'success'
      : first === '3'
        ? 'redirect'
        : first === '4'
          ? 'client-error'
          : first === '5'
            ? 'server-error'
            : 'other';
}

/**
 * What the endpoint header shows: the path alone by default, or the first server's URL (server
 * variables at their defaults) joined to it with `playground.url: "full"` (docs/docs-json.md `api`).
 */
export function displayUrl(path: string, servers: ServerModel[], full: boolean): string {
  const server = servers[0];
  if (!full || !server) return path;
  const base = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables[name]?.default ?? whole);
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** How a security scheme is sent, in words: what to call it and where it goes. */
export function schemeSummary(scheme: SecuritySchemeModel): { name: string; kind: string } {
  if (scheme.type === 'apiKey') return { name: scheme.paramName ?? scheme.key, kind: `API key in ${scheme.in ?? 'header'}` };
  if (scheme.type === 'http' && scheme.scheme === 'basic') return { name: 'Authorization', kind: 'Basic authentication' };
  if (scheme.type === 'http' && scheme.scheme === 'bearer')
    return { name: 'Authorization', kind: `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}` };
  if (scheme.type === 'http') return { name: 'Authorization', kind: `HTTP ${scheme.scheme ?? 'authentication'}` };
  if (scheme.type === 'oauth2')
    return { name: scheme.key, kind: `OAuth 2.0${scheme.flows ? ` (${Object.keys(scheme.flows).join(', ')})` : ''}` };
  if (scheme.type === 'openIdConnect') return { name: scheme.key, kind: 'OpenID Connect' };
  if (scheme.type === 'mutualTLS') return { name: scheme.key, kind: 'Mutual TLS' };
  return { name: scheme.key, kind: scheme.type };
}
