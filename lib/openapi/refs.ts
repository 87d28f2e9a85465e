/**
 * `$ref` handling. Specs keep their `$ref`s after loading (a dereferenced cyclic graph cannot be
 * serialised, and the playground DTO wants refs plus a `schemas` map), so references are checked
 * once at load time and resolved lazily afterwards. Browser-safe.
 * See https://spec.openapis.org/oas/v3.1.0#reference-object.
 */
import { getAtPointer, toPointer } from './pointer';
import { isObj, type Obj } from './types';

export type RefSite = { ref: string; pointer: string };
export type RefScan = { external: RefSite[]; broken: RefSite[] };

/** Keys whose values are literal data (examples, defaults), never OpenAPI objects holding refs. */
const LITERAL_KEYS = new Set(['example', 'default', 'const', 'enum', 'value']);
/** Keys whose children are names chosen by the author (a property called `default` is a schema). */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'schemas']);

/**
 * Find every external `$ref` and every internal one that points nowhere. `shared` must be true
 * when the value may share nodes (YAML aliases), so each node is scanned once.
 */
export function scanRefs(doc: unknown, shared = false): RefScan {
  const scan: RefScan = { external: [], broken: [] };
  const seen = shared ? new Set<object>() : undefined;
  const segments: (string | number)[] = [];
  const checked = new Map<string, boolean>();
  const walk = (node: unknown, parentKey: string): void => {
    if (typeof node !== 'object' || node === null) return;
    if (seen) {
      if (seen.has(node)) return;
      seen.add(node);
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(i, item, parentKey));
      return;
    }
    const ref = (node as Obj).$ref;
    if (typeof ref === 'string') record(ref);
    for (const key in node) visit(key, (node as Obj)[key], parentKey);
  };
  const visit = (key: string | number, value: unknown, parentKey: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (typeof key === 'string' && !NAME_MAPS.has(parentKey)) {
      if (LITERAL_KEYS.has(key) || key.startsWith('x-')) return;
      if (key === 'examples' && Array.isArray(value)) return;
    }
    segments.push(key);
    walk(value, typeof key === 'string' ? key : parentKey);
    segments.pop();
  };
  const record = (ref: string): void => {
    const site = () => ({ ref, pointer: toPointer(segments) });
    if (!ref.startsWith('#')) scan.external.push(site());
    else {
      let exists = checked.get(ref);
      if (exists === undefined) checked.set(ref, (exists = getAtPointer(doc, ref) !== undefined));
      if (!exists) scan.broken.push(site());
    }
  };
  walk(doc, '');
  return scan;
}

/** Component name of a local ref (`#/components/schemas/Pet` → `Pet`), else undefined. */
export function refName(ref: string): string | undefined {
  let name = names.get(ref);
  if (name === undefined) names.set(ref, (name = parseRefName(ref) ?? ''));
  return name || undefined;
}

const names = new Map<string, string>();

function parseRefName(ref: string): string | undefined {
  const match = /^#\/components\/[^/]+\/([^/]+)$/.exec(ref);
  return match ? match[1].replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

export type Deref<T = Obj> = { value: T; ref?: string };

/**
 * Follow a `$ref` chain to the object it names. Sibling keys beside a `$ref` (3.1 allows
 * `description`/`summary` overrides) win over the target's. A chain that loops or dangles
 * resolves to an empty object instead of throwing: rendering never crashes on a bad spec.
 */
export function deref(doc: Obj, value: unknown): Deref {
  if (!isObj(value) || typeof value.$ref !== 'string') return { value: isObj(value) ? value : {} };
  let cached = resolved.get(value);
  if (!cached) resolved.set(value, (cached = follow(doc, value)));
  return cached;
}

/** Ref objects → their resolution; a ref object belongs to one document, so identity is enough. */
const resolved = new WeakMap<Obj, Deref>();

/**
 * Ref string → the value it points at, per document. Every `$ref` written in a spec is its own
 * object (Stripe repeats `#/components/schemas/customer` thousands of times), so `resolved` alone
 * split and walked the same pointer once per occurrence. A loaded document is not modified.
 */
const targets = new WeakMap<Obj, Map<string, unknown>>();

function targetOf(doc: Obj, ref: string): unknown {
  let byRef = targets.get(doc);
  if (!byRef) targets.set(doc, (byRef = new Map<string, unknown>()));
  let target = byRef.get(ref);
  if (target === undefined && !byRef.has(ref)) byRef.set(ref, (target = getAtPointer(doc, ref)));
  return target;
}

function follow(doc: Obj, value: Obj): Deref {
  let node: unknown = value;
  let first: string | undefined;
  let overrides: Obj | undefined;
  for (let hops = 0; isObj(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 32) return { value: {}, ref: first };
    const { $ref, ...siblings } = node;
    first ??= $ref;
    if (Object.keys(siblings).length) overrides = { ...siblings, ...overrides };
    node = targetOf(doc, $ref);
  }
  const target = isObj(node) ? node : {};
  return { value: overrides ? { ...target, ...overrides } : target, ref: first };
}
