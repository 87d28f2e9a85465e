import type { ReactNode } from 'react';
import type { NamedExample, SchemaNode } from '@/lib/openapi/page-model-types';
import { descriptionData } from './description-data';
import type { ExampleData, FactsData } from './field-facts-view';
import { FactsClient, FieldClient, FieldsClient, type FieldData } from './field-head.client';
import { FLAG, headName, nameFromAnchor, RecursiveMarkerView, TypeChipView, type HeadData } from './field-head-view';
import { constraintLabels, formatValue, typeLabel } from './labels';
import type { ViewContext } from './view-context';

type HeadProps = {
  anchor?: string;
  name: string;
  node?: SchemaNode;
  required?: boolean;
  deprecated?: boolean;
  ctx: ViewContext;
};

/**
 * Name, type and labels of a field or parameter, with its `#` link (which also copies the URL),
 * as compact data for FieldHeadView (field-head-view.tsx). Pills: `x-mint.pre` before the name;
 * after it the built-in labels, then the node's `post` pills.
 */
export function headData({ anchor, name, node, required, deprecated, ctx }: HeadProps): HeadData {
  const d: HeadData = {};
  if (anchor) d.a = anchor;
  if (!anchor || nameFromAnchor(anchor) !== name) d.n = name;
  if (!node) d.t = 0;
  else {
    const chip = typeChip(node, ctx);
    if (chip.label !== 'string') d.t = chip.label;
    if (chip.url) d.u = chip.url;
    if (node.pre) d.pre = node.pre;
    if (node.post) d.post = node.post;
    if (node.recursive) {
      const url = ctx.schemaUrl(node.refName);
      d.r = {};
      if (node.refName) d.r.name = node.refName;
      if (url) d.r.url = url;
    }
  }
  const f =
    (required ? FLAG.required : 0) |
    (node?.nullable ? FLAG.nullable : 0) |
    (deprecated || node?.deprecated ? FLAG.deprecated : 0) |
    (node?.readOnly ? FLAG.readOnly : 0) |
    (node?.writeOnly ? FLAG.writeOnly : 0);
  if (f) d.f = f;
  return d;
}

/**
 * One field or parameter row as compact data (FieldClient draws it): head, facts (a parameter's
 * with its serialization style, `s`), a description that stays an element tree, and the nested
 * level. `rowDeprecated` draws the row itself as deprecated; `param` draws a parameter's row. No
 * key is set to undefined: each would be written as "$undefined".
 */
export function rowData({
  head,
  facts,
  rowDeprecated,
  param,
  nested,
}: {
  head: HeadProps;
  facts: { d: FactsData; desc?: ReactNode };
  rowDeprecated?: boolean;
  param?: boolean;
  nested: ReactNode;
}): FieldData {
  const d: FieldData = { ...headData(head), ...facts.d };
  const f = (d.f ?? 0) | (rowDeprecated ? FLAG.row : 0) | (param ? FLAG.param : 0);
  if (f) d.f = f;
  if (facts.desc !== undefined) d.dn = facts.desc;
  if (nested !== null && nested !== undefined) d.ch = nested;
  return d;
}

/** One row on its own (a builder, not a component: callers and tests get the client element itself). */
export function fieldRow(row: Parameters<typeof rowData>[0]) {
  return <FieldClient d={rowData(row)} />;
}

/**
 * The rows of one level as one client element (FieldsClient): each row's anchor is left out where
 * it is the level's prefix, a dot and the row's name, the prefix being the first row's.
 */
export function fieldList(rows: FieldData[]) {
  const prefix = rows.map(anchorPrefix).find((p) => p !== undefined);
  if (prefix === undefined) return <FieldsClient f={rows} />;
  const f = rows.map((d) => {
    const name = headName(d);
    if (d.a === undefined) return { ...d, a: '' };
    if (d.a !== (prefix ? `${prefix}.${name}` : name)) return d;
    const { a: _anchor, ...rest } = d;
    return { ...rest, n: name };
  });
  return <FieldsClient p={prefix} f={f} />;
}

/** The prefix of a row's anchor before its name (`200.owner` of `200.owner.login`, '' of `login`), if it ends with the name. */
function anchorPrefix(d: FieldData): string | undefined {
  if (d.a === undefined) return undefined;
  const name = headName(d);
  if (d.a === name) return '';
  return d.a.endsWith(`.${name}`) ? d.a.slice(0, -name.length - 1) : undefined;
}

/** The type's label, and the schema page it links to when it names a component schema. */
function typeChip(node: SchemaNode, ctx: ViewContext): { label: string; url?: string } {
  const label = typeLabel(node);
  const named = node.refName ?? node.items?.refName;
  return { label, url: named && label.includes(named) ? ctx.schemaUrl(named) : undefined };
}

/** The type, linked to the schema page when it names a component schema. */
export function TypeChip({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const { label, url } = typeChip(node, ctx);
  return <TypeChipView label={label} url={url} />;
}

/**
 * A reference cycle: the schema contains itself here, so it is not expanded again (the fields
 * are the enclosing ones). Links to the schema page, where the tree starts afresh.
 */
export function RecursiveMarker({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  return <RecursiveMarkerView refName={node.refName} url={ctx.schemaUrl(node.refName)} />;
}

/** A schema past the page's size budget: named, linked, not expanded. */
export function TruncatedNote({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const url = ctx.schemaUrl(node.refName);
  return (
    <p className="oa-note oa-truncated">
      {url ? (
        <>
          See <a href={url}>{node.refName}</a> for the fields of this schema.
        </>
      ) : (
        'Fields not shown: this schema is too large to inline here.'
      )}
    </p>
  );
}

/**
 * Description, then default, constant, allowed values, constraints and examples, as compact data
 * (FactsView draws them). A description is sent as its text when Markdown made one plain
 * paragraph of it, else as HTML, except one with a code block (its copy button is a client
 * component), which stays an element tree in `desc`.
 */
export function factsData(
  node: SchemaNode | undefined,
  description: string | undefined,
  examples: NamedExample[] | undefined,
  ctx: ViewContext,
): { d: FactsData; desc?: ReactNode } {
  const d: FactsData = {};
  let desc: ReactNode;
  const text = description ?? node?.description;
  if (text) {
    const described = descriptionData(text, ctx);
    if ('ds' in described) d.ds = described.ds;
    else desc = described.desc;
  }
  if (node?.default !== undefined) d.df = formatValue(node.default);
  if (node?.const !== undefined) d.c = formatValue(node.const);
  if (node?.enum) d.e = node.enum.map((v) => formatValue(v));
  const constraints = constraintLabels(node?.constraints);
  if (constraints.length) d.k = constraints;
  const values = examples?.length ? examples : (node?.examples ?? []).map((value): NamedExample => ({ name: '', value }));
  if (values.length) d.x = values.map(exampleData);
  return desc === undefined ? { d } : { d, desc };
}

function exampleData(e: NamedExample): ExampleData {
  const value = formatValue(e.value);
  const title = e.summary ?? e.name;
  if (e.summary) return [value, title, e.summary];
  return title ? [value, title] : value;
}

/** The facts of a body, response or scalar root: nothing at all when there are none. */
export function FieldFacts({
  node,
  description,
  examples,
  ctx,
}: {
  node?: SchemaNode;
  description?: string;
  examples?: NamedExample[];
  ctx: ViewContext;
}) {
  const { d, desc } = factsData(node, description, examples, ctx);
  if (desc !== undefined) return <FactsClient d={d} desc={desc} />;
  // Most roots have none of these: nothing at all then, not an empty element in the payload.
  return Object.keys(d).length ? <FactsClient d={d} /> : null;
}
