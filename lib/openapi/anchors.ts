/**
 * Makes every anchor on a page unique (docs/docs-json.md "Parameter anchors": stable and unique on
 * the page). Fields are named by their path (`address.city`); where two places on one page share
 * a path (two media types, two oneOf options), later ones get `-1`, `-2` in document order, which
 * is deterministic, so links stay stable across builds. Browser-safe.
 */
import type { EndpointModel, ParameterModel, SchemaNode } from './page-model-types';

/** Rewrite duplicate anchors in place, in page order. */
export function makeAnchorsUnique(model: EndpointModel): void {
  const seen = new Set<string>();
  const claim = (anchor: string): string => {
    let candidate = anchor;
    for (let n = 1; seen.has(candidate); n++) candidate = `${anchor}-${n}`;
    seen.add(candidate);
    return candidate;
  };
  const node = (n: SchemaNode | undefined, isRoot = false): void => {
    if (!n) return;
    // The root of a body has the body's anchor prefix, not a field's: it needs no link of its own.
    if (!isRoot || n.anchor) n.anchor = claim(n.anchor);
    n.properties?.forEach((p) => node(p));
    node(n.items);
    if (typeof n.additionalProperties === 'object') node(n.additionalProperties);
    n.choices?.options.forEach((o) => node(o.schema, true));
  };
  const param = (p: ParameterModel): void => {
    p.anchor = claim(p.anchor);
    // The parameter's schema describes the parameter itself: children extend its anchor.
    p.schema?.properties?.forEach((c) => node(c));
    node(p.schema?.items);
  };
  const operation = (op: Pick<EndpointModel, 'parameters' | 'requestBody' | 'responses'>): void => {
    Object.values(op.parameters).flat().forEach(param);
    op.requestBody?.content.forEach((m) => node(m.schema, true));
    for (const response of op.responses) {
      response.headers.forEach(param);
      response.content.forEach((m) => node(m.schema, true));
    }
  };
  operation(model);
  model.callbacks.forEach((cb) => cb.operations.forEach(operation));
}
