/**
 * Lectern's vendor extensions on operations and tags (docs/docs-json.md "Extensions"): `x-docs`
 * (alias `x-mint`, so Mintlify specs move over unchanged), `x-hidden`/`x-excluded`, `x-group`,
 * `x-codeSamples`/`x-code-samples`. Malformed extension values are ignored rather than fatal:
 * they decorate pages and must not stop a build.
 */
import { isObj, str, type Obj } from './types';

export type XDocs = { metadata?: Obj; content?: string; href?: string };
export type CodeSample = { lang: string; label?: string; source: string };

/** `x-docs` merged over `x-mint` (both accepted; `x-docs` wins where both set a field). */
export function getXDocs(operation: Obj): XDocs {
  const merged = { ...(isObj(operation['x-mint']) ? operation['x-mint'] : {}), ...(isObj(operation['x-docs']) ? operation['x-docs'] : {}) };
  const out: XDocs = {};
  if (isObj(merged.metadata)) {
    // `openapi` cannot be overridden: it is what produced the page.
    const { openapi: _ignored, ...metadata } = merged.metadata;
    out.metadata = metadata;
  }
  if (typeof merged.content === 'string') out.content = merged.content;
  if (typeof merged.href === 'string' && merged.href.trim()) out.href = '/' + merged.href.trim().replace(/^\/+/, '');
  return out;
}

/**
 * `x-mint.groups` (or `x-docs.groups`) on the nearest of `holders` (the operation, its path item,
 * the Paths Object): Mintlify create/personalization.mdx "Filter endpoints" shows such an endpoint
 * only to those groups. Lectern gates the page to them, which never shows more than Mintlify does
 * (route-access.ts). `x-docs` wins over `x-mint` on one holder.
 */
export function extensionGroups(...holders: unknown[]): string[] | undefined {
  for (const holder of holders) {
    if (!isObj(holder)) continue;
    for (const ext of ['x-docs', 'x-mint']) {
      const value = isObj(holder[ext]) ? holder[ext].groups : undefined;
      const groups = Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string' && g !== '') : [];
      if (groups.length) return groups;
    }
  }
  return undefined;
}

/** `x-excluded: true`: the operation gets no generated page (Mintlify "Manage page visibility"). */
export function isExcluded(operation: Obj): boolean {
  return operation['x-excluded'] === true;
}

/** `x-hidden: true`: the page exists at its URL but is left out of the navigation. */
export function isHidden(operation: Obj): boolean {
  return operation['x-hidden'] === true;
}

/** Hand-written samples from `x-codeSamples` (or the older `x-code-samples`). */
export function getCodeSamples(operation: Obj): CodeSample[] {
  const raw = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (!isObj(item) || typeof item.source !== 'string') return [];
    const lang = str(item.lang) ?? 'text';
    const label = str(item.label);
    return [label ? { lang, label, source: item.source } : { lang, source: item.source }];
  });
}

/** Sidebar label of a tag: `x-group` when set, else the tag's name (the URL keeps the name). */
export function tagLabel(doc: Obj, tagName: string): string {
  const tags = Array.isArray(doc.tags) ? doc.tags : [];
  const tag = tags.find((t) => isObj(t) && t.name === tagName) as Obj | undefined;
  return str(tag?.['x-group'])?.trim() || tagName;
}
