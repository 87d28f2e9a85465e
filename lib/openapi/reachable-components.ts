/**
 * Which `components` entries a part of a document reaches through internal `$ref`s, transitively.
 * Used to keep what only gated operations use out of filtered specs and schema pages.
 */
import { fromPointer } from './pointer';
import { isObj, type Obj } from './types';

/** A component key: `schemas/Pet`, `parameters/limit` (type and name, unescaped). */
export type ComponentKey = string;

/** Every component reachable from `roots` (cycles are fine: each component is visited once). */
export function reachableComponents(doc: Obj, roots: unknown[]): Set<ComponentKey> {
  const found = new Set<ComponentKey>();
  const stack: unknown[] = [...roots];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    if (!isObj(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const key = componentOf(child);
        if (key && !found.has(key)) {
          found.add(key);
          stack.push(componentAt(doc, key));
        }
      } else if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return found;
}

/** `#/components/schemas/Pet/properties/x` → `schemas/Pet`; anything else → undefined. */
export function componentOf(ref: string): ComponentKey | undefined {
  if (!ref.startsWith('#/components/')) return undefined;
  const [root, type, name] = fromPointer(ref);
  return root === 'components' && type && name !== undefined ? `${type}/${name}` : undefined;
}

function componentAt(doc: Obj, key: ComponentKey): unknown {
  const slash = key.indexOf('/');
  const components = isObj(doc.components) ? doc.components : {};
  const group = components[key.slice(0, slash)];
  return isObj(group) ? group[key.slice(slash + 1)] : undefined;
}
