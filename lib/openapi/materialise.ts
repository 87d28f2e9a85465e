/**
 * The page a reader sees, from its page model: every schema subtree copied out to its place on the
 * page, with each field's anchor (docs/docs-json.md "Parameter anchors") worked out from its path
 * on that page. Page models may share one subtree between many places and pages (a shared schema
 * is built once, page-models.md), so anchors cannot live in the stored nodes: they depend on where
 * a node is drawn. Components render the result. Browser-safe.
 *
 * Anchors are claimed in page order (parameters, request body, responses with their headers, then
 * callbacks); a path already taken on the page gets `-1`, `-2`. Exceptions kept from the first
 * format, so links stay stable: the root of a body or response claims its anchor only when it has
 * one; a parameter's own schema node carries the parameter's anchor unclaimed, and its
 * `additionalProperties` and `oneOf`/`anyOf` options keep plain path anchors; schema pages are
 * not made unique at all (one tree, one root).
 */
import type {
  CallbackModel,
  EndpointModel,
  OperationModel,
  ParameterModel,
  ParametersByLocation,
  SchemaNode,
  SchemaPageModel,
} from './page-model-types';

/** How a node's anchor is taken: made unique, made unique only when non-empty (a root), or as is. */
type Visit = 'claim' | 'root' | 'raw';
type Claim = (anchor: string) => string;

/** An endpoint or webhook page with every subtree in place and every anchor assigned, unique on the page. */
export function materialiseEndpoint(model: EndpointModel): EndpointModel {
  const claim = claimer();
  const out: EndpointModel = { ...model, ...operation(model, '', claim) };
  out.callbacks = model.callbacks.map((cb): CallbackModel => ({
    ...cb,
    operations: cb.operations.map((op) => ({ ...op, ...operation(op, `callback.${cb.name}.`, claim) })),
  }));
  return out;
}

/** A schema page with its tree in place; anchors are plain paths from the root. */
export function materialiseSchemaPage(model: SchemaPageModel): SchemaPageModel {
  return { ...model, schema: node(model.schema, '', 'raw', unclaimed) };
}

/**
 * A level drawn on its own at `anchor` (a named schema's level loaded on demand,
 * components/openapi/deferred-place.ts): it and its fields claim their anchors as on a page where
 * nothing else repeats them. A page where something does draws other ids, and loads its level by
 * page instead.
 */
export function materialiseLevel(n: SchemaNode, anchor: string): SchemaNode {
  return node(n, anchor, 'claim', claimer());
}

const unclaimed: Claim = (anchor) => anchor;

function claimer(): Claim {
  const seen = new Set<string>();
  return (anchor) => {
    let candidate = anchor;
    for (let n = 1; seen.has(candidate); n++) candidate = `${anchor}-${n}`;
    seen.add(candidate);
    return candidate;
  };
}

/** The parts of an operation that hold anchors, in the order they are claimed. */
function operation(op: OperationModel, prefix: string, claim: Claim): Pick<OperationModel, 'parameters' | 'requestBody' | 'responses'> {
  const parameters = {} as ParametersByLocation;
  for (const [location, list] of Object.entries(op.parameters) as [keyof ParametersByLocation, ParameterModel[]][]) {
    parameters[location] = list.map((p) => parameter(p, prefix + p.name, claim));
  }
  const body = op.requestBody;
  const bodyAnchor = prefix.replace(/\.$/, '');
  const requestBody = body && {
    ...body,
    content: body.content.map((m) => (m.schema ? { ...m, schema: node(m.schema, bodyAnchor, 'root', claim) } : m)),
  };
  const responses = op.responses.map((r) => ({
    ...r,
    headers: r.headers.map((h) => parameter(h, `${prefix}${r.status}.header.${h.name}`, claim)),
    content: r.content.map((m) => (m.schema ? { ...m, schema: node(m.schema, prefix + r.status, 'root', claim) } : m)),
  }));
  return requestBody ? { parameters, requestBody, responses } : { parameters, responses };
}

/** A parameter or response header: its anchor is claimed, its schema describes the parameter itself. */
function parameter(p: ParameterModel, anchor: string, claim: Claim): ParameterModel {
  const out: ParameterModel = withAnchor(p, claim(anchor));
  const schema = p.schema;
  if (!schema) return out;
  const view = withAnchor(schema, anchor);
  if (schema.properties) view.properties = schema.properties.map((c) => node(c, childAnchor(anchor, c), 'claim', claim));
  if (schema.items) view.items = node(schema.items, `${anchor}[]`, 'claim', claim);
  if (typeof schema.additionalProperties === 'object')
    view.additionalProperties = node(schema.additionalProperties, `${anchor}.*`, 'raw', claim);
  if (schema.choices) view.choices = choices(schema, anchor, 'raw', claim);
  out.schema = view;
  return out;
}

/** A copy of `n` drawn at path `anchor`, its children below it (claiming anchors in page order). */
function node(n: SchemaNode, anchor: string, visit: Visit, claim: Claim): SchemaNode {
  const own = visit === 'raw' || (visit === 'root' && !anchor) ? anchor : claim(anchor);
  const out = withAnchor(n, own);
  const inner: Visit = visit === 'raw' ? 'raw' : 'claim';
  if (n.properties) out.properties = n.properties.map((c) => node(c, childAnchor(anchor, c), inner, claim));
  if (n.items) out.items = node(n.items, `${anchor}[]`, inner, claim);
  if (typeof n.additionalProperties === 'object') out.additionalProperties = node(n.additionalProperties, `${anchor}.*`, inner, claim);
  if (n.choices) out.choices = choices(n, anchor, visit === 'raw' ? 'raw' : 'root', claim);
  return out;
}

/** oneOf/anyOf options sit at their parent's path: each option's fields extend the parent's anchor. */
function choices(n: SchemaNode, anchor: string, visit: Visit, claim: Claim): NonNullable<SchemaNode['choices']> {
  const { choices } = n as Required<Pick<SchemaNode, 'choices'>>;
  return { ...choices, options: choices.options.map((o) => ({ ...o, schema: node(o.schema, anchor, visit, claim) })) };
}

function childAnchor(parent: string, child: SchemaNode): string {
  return parent ? `${parent}.${child.name}` : (child.name ?? '');
}

/**
 * A copy with `anchor` as its first key, where the first format had it. Stored models hold no
 * anchors (page-model-types.ts), so the spread cannot bring an old one back.
 */
function withAnchor<T extends { anchor?: string }>(value: T, anchor: string): T & { anchor: string } {
  return { anchor, ...value };
}
