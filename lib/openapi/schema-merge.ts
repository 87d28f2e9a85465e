/**
 * `allOf` flattening for display (https://spec.openapis.org/oas/v3.1.0#composition-and-inheritance-polymorphism):
 * the members' properties and `required` lists are merged into one object so a page shows one
 * field list. Members that would re-enter a schema already being expanded are skipped, which is
 * what keeps `A: allOf[B, {a: A}]` from looping. Browser-safe.
 */
import { deref, refName } from './refs';
import { isObj, type Obj } from './types';

/** Merge results and the refs they went through: reusable while none of those refs is being expanded. */
const memo = new WeakMap<Obj, { merged: Obj; refs: string[] }>();

/**
 * The schema with `allOf` merged in (refs followed); the input is not modified. The refs whose
 * place on `stack` decided the result are added to `touched` (schema-tree.ts reuses trees by them).
 */
export function mergeAllOf(doc: Obj, schema: Obj, stack: readonly string[], touched?: string[]): Obj {
  if (!Array.isArray(schema.allOf)) return schema;
  const hit = memo.get(schema);
  if (hit && !hit.refs.some((r) => stack.includes(r))) {
    touched?.push(...hit.refs);
    return hit.merged;
  }
  const refs: string[] = [];
  const merged = merge(doc, schema, stack, refs);
  memo.set(schema, { merged, refs });
  touched?.push(...refs);
  return merged;
}

function merge(doc: Obj, schema: Obj, stack: readonly string[], refs: string[]): Obj {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  let merged: Obj = {};
  for (const member of allOf) {
    const { value, ref } = deref(doc, member);
    if (ref) refs.push(ref);
    if (ref && stack.includes(ref)) continue;
    merged = combine(merged, merge(doc, value, ref ? [...stack, ref] : stack, refs), ref);
  }
  return combine(merged, own);
}

function combine(base: Obj, next: Obj, ref?: string): Obj {
  const out: Obj = { ...base };
  for (const [key, value] of Object.entries(next)) {
    if (key === 'properties' && isObj(value)) out.properties = { ...(isObj(base.properties) ? base.properties : {}), ...value };
    else if (key === 'required' && Array.isArray(value))
      out.required = [...new Set([...(Array.isArray(base.required) ? (base.required as unknown[]) : []), ...(value as unknown[])])];
    else if (key === 'title' && ref)
      continue; // a member's title names the member, not the whole
    else if (out[key] === undefined || key === 'description' || key === 'title') out[key] = value;
  }
  // Keep the first member's name so the node can still link to a schema page.
  if (ref && out['x-lectern-from'] === undefined) out['x-lectern-from'] = refName(ref);
  return out;
}
