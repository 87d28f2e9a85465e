/**
 * Enumerates what a document offers pages for: operations under `paths`, 3.1 `webhooks`, and
 * `components.schemas`, in document order (collision suffixes follow that order). Path-level
 * parameters and servers are merged into each operation here so every consumer agrees.
 * See https://spec.openapis.org/oas/v3.1.0#path-item-object.
 */
import { getCodeSamples, getXDocs, isExcluded, isHidden, type CodeSample, type XDocs } from './extensions';
import { toPointer } from './pointer';
import { deref } from './refs';
import { HTTP_METHODS, isObj, str, type Obj } from './types';

export type OperationEntry = {
  kind: 'endpoint' | 'webhook';
  /** Uppercase HTTP method. */
  method: string;
  /** Path as written in the spec (endpoints); '' for webhooks. */
  path: string;
  /** Webhook name (key of `webhooks`). */
  name?: string;
  /** JSON pointer of the operation object. */
  pointer: string;
  operation: Obj;
  pathItem: Obj;
  tags: string[];
  summary?: string;
  deprecated: boolean;
  /** `x-excluded`: no generated page. */
  excluded: boolean;
  /** `x-hidden`: a page reachable by its URL, not listed in the navigation. */
  hidden: boolean;
  xDocs: XDocs;
  codeSamples: CodeSample[];
};

const caches = { paths: new WeakMap<Obj, OperationEntry[]>(), webhooks: new WeakMap<Obj, OperationEntry[]>() };

/** Every operation under `paths`, in document order (memoised per document). */
export function listOperations(doc: Obj): OperationEntry[] {
  return memoised(doc, 'paths', 'endpoint');
}

/** Every webhook (3.1 `webhooks`), one entry per name and method, in document order. */
export function listWebhooks(doc: Obj): OperationEntry[] {
  return memoised(doc, 'webhooks', 'webhook');
}

function memoised(doc: Obj, key: 'paths' | 'webhooks', kind: OperationEntry['kind']): OperationEntry[] {
  let list = caches[key].get(doc);
  if (!list) caches[key].set(doc, (list = collect(doc, key, kind)));
  return list;
}

function collect(doc: Obj, key: 'paths' | 'webhooks', kind: OperationEntry['kind']): OperationEntry[] {
  const items = doc[key];
  if (!isObj(items)) return [];
  const out: OperationEntry[] = [];
  for (const [pathOrName, rawItem] of Object.entries(items)) {
    const pathItem = deref(doc, rawItem).value;
    for (const method of Object.keys(pathItem)) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const operation = deref(doc, pathItem[method]).value;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === 'string') : [];
      out.push({
        kind,
        method: method.toUpperCase(),
        path: kind === 'endpoint' ? pathOrName : '',
        name: kind === 'webhook' ? pathOrName : undefined,
        pointer: toPointer([key, pathOrName, method]),
        operation,
        pathItem,
        tags,
        summary: str(operation.summary)?.trim() || undefined,
        deprecated: operation.deprecated === true,
        excluded: isExcluded(operation),
        hidden: isHidden(operation),
        xDocs: getXDocs(operation),
        codeSamples: getCodeSamples(operation),
      });
    }
  }
  return out;
}

/** Names of `components.schemas`, in document order. */
export function listSchemaNames(doc: Obj): string[] {
  const components = doc.components;
  return isObj(components) && isObj(components.schemas) ? Object.keys(components.schemas) : [];
}

const indexes = new WeakMap<Obj, Map<string, OperationEntry>>();

/** Find an operation by method and path, tolerating a trailing-slash difference. */
export function findOperation(doc: Obj, method: string, path: string): OperationEntry | undefined {
  let index = indexes.get(doc);
  if (!index) {
    index = new Map();
    // Exact spellings win over slash-trimmed ones: index trimmed keys first, exact keys after.
    for (const op of listOperations(doc))
      if (!index.has(`${op.method} ${trimSlash(op.path)}`)) index.set(`${op.method} ${trimSlash(op.path)}`, op);
    for (const op of listOperations(doc)) index.set(`${op.method} ${op.path}`, op);
    indexes.set(doc, index);
  }
  const wanted = method.toUpperCase();
  return index.get(`${wanted} ${path}`) ?? index.get(`${wanted} ${trimSlash(path)}`);
}

/** Find a webhook by name (the first method when it has several). */
export function findWebhook(doc: Obj, name: string): OperationEntry | undefined {
  return listWebhooks(doc).find((hook) => hook.name === name);
}

/** `/users/` and `/users` name the same operation in entries (docs/docs-json.md "Page entries"). */
export function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Parameters in effect for an operation: path-level ones, overridden by operation-level ones with
 * the same `name` + `in` (https://spec.openapis.org/oas/v3.1.0#fixed-fields-7). Refs resolved.
 */
export function mergedParameters(doc: Obj, entry: Pick<OperationEntry, 'operation' | 'pathItem'>): Obj[] {
  const byKey = new Map<string, Obj>();
  for (const raw of [...asArray(entry.pathItem.parameters), ...asArray(entry.operation.parameters)]) {
    const param = deref(doc, raw).value;
    if (typeof param.name !== 'string') continue;
    byKey.set(`${String(param.in)}:${param.name}`, param);
  }
  return [...byKey.values()];
}

/** Servers in effect: operation's, else the path item's, else the document's (OAS "servers"). */
export function effectiveServers(doc: Obj, entry: Pick<OperationEntry, 'operation' | 'pathItem'>): Obj[] {
  for (const candidate of [entry.operation.servers, entry.pathItem.servers, doc.servers]) {
    const list = asArray(candidate).filter(isObj);
    if (list.length) return list;
  }
  return [];
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
