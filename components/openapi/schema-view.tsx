import { fieldsHolder } from '@/lib/openapi/drawn-nodes';
import type { SchemaNode } from '@/lib/openapi/page-model-types';
import { compactPlace } from './deferred-compact';
import { DeferredChildren } from './deferred-children.client';
import { ChildrenLevel } from './field-head.client';
import { factsData, FieldFacts, fieldList, fieldRow, RecursiveMarker, rowData, TruncatedNote } from './field-parts';
import { typeLabel } from './labels';
import { Switcher } from './switcher.client';
import type { ViewContext } from './view-context';

/** One property: its head, facts, and its own fields one level down (collapsible). */
export function Field({ node, ctx, name }: { node: SchemaNode; ctx: ViewContext; name?: string }) {
  return fieldRow(fieldParts(node, ctx, name));
}

function fieldParts(node: SchemaNode, ctx: ViewContext, name?: string): Parameters<typeof rowData>[0] {
  return {
    head: { anchor: node.anchor, name: name ?? node.name ?? '', node, required: node.required, ctx },
    facts: factsData(node, undefined, undefined, ctx),
    rowDeprecated: node.deprecated,
    // Called, not placed as an element: a field without a nested level then has no children slot in the payload.
    nested: FieldChildren({ node, ctx }),
  };
}

/**
 * The nested level of a field as a `<details>`, open or closed per `api.params.expanded`.
 * A recursive or truncated item shows its marker instead of fields. A closed level the page
 * defers (ctx.defer, deferred-place.ts) is a placeholder that loads it when opened.
 */
export function FieldChildren({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const holder = fieldsHolder(node);
  if (holder !== node && holder.recursive) {
    return (
      <div className="oa-children oa-children-marker">
        <RecursiveMarker node={holder} ctx={ctx} />
      </div>
    );
  }
  if (holder.truncated) return <TruncatedNote node={holder} ctx={ctx} />;
  if (!hasFields(holder)) return null;
  const what = holder !== node ? 'item fields' : holder.choices && !holder.properties ? 'options' : 'child attributes';
  const deferred = ctx.defer?.(node);
  // In short: what every placeholder of the page shares travels once, on the LevelDrawerProvider.
  if (deferred)
    return <DeferredChildren {...compactPlace(deferred.src, deferred.fallback, node.anchor!, what, ctx.deferBase ?? NO_BASE)} />;
  return (
    <ChildrenLevel what={what} {...(ctx.expanded ? { open: true } : {})}>
      <SchemaFields node={holder} ctx={ctx} />
    </ChildrenLevel>
  );
}

const NO_BASE = { p: '', s: '' };

function hasFields(node: SchemaNode): boolean {
  return Boolean(node.properties?.length || typeof node.additionalProperties === 'object' || node.choices);
}

/** Properties, the additional-properties entry and oneOf/anyOf choices of an object node. */
export function SchemaFields({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  return (
    <>
      {/* One client element for the level's rows (FieldsClient): they share the anchors' prefix and the element framing. */}
      {node.properties ? fieldList(node.properties.map((p) => rowData(fieldParts(p, ctx)))) : null}
      {typeof node.additionalProperties === 'object' ? <Field node={node.additionalProperties} name="[key: string]" ctx={ctx} /> : null}
      {node.additionalProperties === true && node.properties?.length ? <p className="oa-note">Other properties are allowed.</p> : null}
      {node.choices ? <Choices node={node} ctx={ctx} /> : null}
    </>
  );
}

/** `oneOf`/`anyOf` as a switch between the options, titled by each subschema's `title`. */
export function Choices({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const choices = node.choices!;
  const discriminator = choices.discriminator;
  return (
    <div className="oa-choices" data-kind={choices.kind}>
      <Switcher
        label={choices.kind === 'oneOf' ? 'One of' : 'Any of'}
        title={
          <span className="oa-choices-title">
            {choices.kind === 'oneOf' ? 'One of' : 'Any of'}
            {discriminator && (
              <span className="oa-discriminator">
                by <code>{discriminator.propertyName}</code>
              </span>
            )}
          </span>
        }
        labels={choices.options.map((o) => o.title)}
        panels={choices.options.map((o, i) => (
          <SchemaRoot key={i} node={o.schema} ctx={ctx} />
        ))}
      />
    </div>
  );
}

/**
 * The top of a body, response or schema page: its description, then its fields; an array shows
 * its item's fields; a scalar (a file, a string) shows its type and facts.
 */
export function SchemaRoot({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const holder = fieldsHolder(node);
  if (node.recursive || holder.recursive) {
    return (
      <div className="oa-root">
        <RecursiveMarker node={holder} ctx={ctx} />
      </div>
    );
  }
  const scalar = !hasFields(holder) && !holder.truncated;
  return (
    <div className="oa-root">
      {(holder !== node || scalar) && (
        <p className="oa-root-type">
          <span className="oa-type">{typeLabel(node)}</span>
          {node.nullable && <span className="oa-label">nullable</span>}
        </p>
      )}
      <FieldFacts node={scalar ? node : undefined} description={node.description} ctx={ctx} />
      {holder.truncated ? <TruncatedNote node={holder} ctx={ctx} /> : <SchemaFields node={holder} ctx={ctx} />}
    </div>
  );
}
