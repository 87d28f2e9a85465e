/**
 * Environments and `{{variables}}`: a reader keeps sets of values ("sandbox", "production") and
 * writes `{{name}}` in any input, the server URL included. Substitution happens once, on the
 * reader's values, before the shared request builder runs: the request Send makes and the code
 * samples are then built from the same substituted values and cannot disagree. Pure, isomorphic.
 */
import type { PlaygroundValues } from './values';

export type Variable = { name: string; value: string; secret?: boolean };
export type Environment = { name: string; variables: Variable[] };

/** `{{ name }}`: letters, digits, `_`, `-` and `.`, spaces around the name allowed (as Postman writes them). */
const REFERENCE = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The active environment's variables as a lookup (later rows win, empty names are ignored). */
export function toVariableMap(environment: Environment | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of environment?.variables ?? []) if (v.name.trim()) out[v.name.trim()] = v.value;
  return out;
}

/** `text` with each known `{{name}}` replaced; unknown references stay as written so the gap shows. */
export function substitute(text: string, variables: Record<string, string>): string {
  if (!text.includes('{{')) return text;
  return text.replace(REFERENCE, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name] : whole));
}

/** The names a text refers to that the environment does not define. */
export function unknownReferences(text: string, variables: Record<string, string>): string[] {
  return [...text.matchAll(REFERENCE)].map((m) => m[1]).filter((name) => !Object.hasOwn(variables, name));
}

/** A JSON value with every string (keys included) substituted. */
export function substituteJson(value: unknown, variables: Record<string, string>): unknown {
  if (typeof value === 'string') return substitute(value, variables);
  if (Array.isArray(value)) return value.map((item) => substituteJson(item, variables));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [substitute(k, variables), substituteJson(v, variables)]));
  }
  return value;
}

/**
 * The reader's values with every text input substituted: server URL and variables, parameters,
 * credentials and the body (JSON, raw text, form fields). Files are bytes and stay as they are.
 */
export function substituteValues(values: PlaygroundValues, variables: Record<string, string>): PlaygroundValues {
  if (!Object.keys(variables).length) return values;
  const text = (s: string) => substitute(s, variables);
  // Values that are not text (an unset optional credential field) pass through as they are.
  const one = (v: unknown) =>
    typeof v === 'string' ? text(v) : Array.isArray(v) ? (v as unknown[]).map((item) => (typeof item === 'string' ? text(item) : item)) : v;
  const record = <T>(r: Record<string, T>): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const [k, v] of Object.entries(r)) out[k] = one(v) as T;
    return out;
  };
  return {
    ...values,
    serverUrl: text(values.serverUrl),
    variables: Object.fromEntries(Object.entries(values.variables).map(([i, vars]) => [i, record(vars)])),
    params: record(values.params),
    auth: Object.fromEntries(Object.entries(values.auth).map(([k, a]) => [k, record(a)])),
    body: {
      ...values.body,
      json: substituteJson(values.body.json, variables),
      raw: text(values.body.raw),
      text: text(values.body.text),
      fields: record(values.body.fields),
    },
  };
}
