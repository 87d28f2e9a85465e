import type { NamedExample, SchemaNode } from '@/lib/openapi/page-model-types';
import { FieldHeadClient } from './field-head.client';
import { FLAG, RecursiveMarkerView, TypeChipView, type HeadData } from './field-head-view';
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
 * Name, type and labels of a field or parameter, with its `#` link (which also copies the URL).
 * Pills: `x-mint.pre` before the name; after it the built-in labels, then the node's `post` pills.
 * Drawn by a client component from compact data (field-head-view), the same markup.
 */
export function FieldHead({ anchor, name, node, required, deprecated, ctx }: HeadProps) {
  const d: HeadData = { n: name };
  if (anchor) d.a = anchor;
  if (node) {
    const chip = typeChip(node, ctx);
    d.t = chip.label;
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
  return <FieldHeadClient d={d} />;
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

/** Description, then default, constant, allowed values, constraints and examples. */
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
  const text = description ?? node?.description;
  const constraints = constraintLabels(node?.constraints);
  const exampleValues = examples?.length ? examples : (node?.examples ?? []).map((value): NamedExample => ({ name: '', value }));
  const facts = [
    text ? <Description key="d" text={text} ctx={ctx} /> : null,
    node?.default !== undefined ? <Fact key="df" label="Default" values={[node.default]} /> : null,
    node?.const !== undefined ? <Fact key="c" label="Constant" values={[node.const]} /> : null,
    node?.enum ? <Fact key="e" label="Allowed values" values={node.enum} /> : null,
    constraints.length > 0 ? (
      <div key="k" className="oa-fact">
        <span className="oa-fact-label">Constraints</span>
        {constraints.map((c) => (
          <span key={c} className="oa-constraint">
            {c}
          </span>
        ))}
      </div>
    ) : null,
    exampleValues.length > 0 ? (
      <div key="x" className="oa-fact">
        <span className="oa-fact-label">{exampleValues.length > 1 ? 'Examples' : 'Example'}</span>
        {exampleValues.map((e, i) => (
          <span key={i} className="oa-value-wrap" title={e.summary ?? e.name}>
            <code className="oa-value">{formatValue(e.value)}</code>
            {e.summary ? <span className="oa-value-note">{e.summary}</span> : null}
          </span>
        ))}
      </div>
    ) : null,
  ].filter((fact) => fact !== null);
  // Most fields have none of these: nothing at all then, not six empty slots in the payload.
  return facts.length ? facts : null;
}

/** A rendered description; from an HTML string where the level was drawn from the fields resource (same DOM). */
function Description({ text, ctx }: { text: string; ctx: ViewContext }) {
  const html = ctx.html?.(text);
  if (html !== undefined) return <div className="prose oa-description" dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className="prose oa-description">{ctx.md(text)}</div>;
}

function Fact({ label, values }: { label: string; values: unknown[] }) {
  return (
    <div className="oa-fact">
      <span className="oa-fact-label">{label}</span>
      {values.map((v, i) => (
        <code key={i} className="oa-value">
          {formatValue(v)}
        </code>
      ))}
    </div>
  );
}
