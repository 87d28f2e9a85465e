import { AnchorLink } from '@/components/mdx/anchor-link.client';
import type { NamedExample, SchemaNode } from '@/lib/openapi/page-model-types';
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
 */
export function FieldHead({ anchor, name, node, required, deprecated, ctx }: HeadProps) {
  // Absent parts are null, not `cond && …`: an undefined child is written as "$undefined" into
  // the page's RSC payload, 12 bytes a slot on every field of every page (issue 12).
  return (
    <div className="oa-field-head">
      {anchor ? <AnchorLink id={anchor} label={`Link to ${name}`} /> : null}
      {node?.pre ? <Pills texts={node.pre} side="pre" /> : null}
      <code className="oa-field-name">{name}</code>
      {node ? <TypeChip node={node} ctx={ctx} /> : null}
      {required ? <span className="oa-label oa-required">required</span> : null}
      {node?.nullable ? <span className="oa-label">nullable</span> : null}
      {deprecated || node?.deprecated ? <span className="oa-label oa-deprecated">deprecated</span> : null}
      {node?.readOnly ? <span className="oa-label">read-only</span> : null}
      {node?.writeOnly ? <span className="oa-label">write-only</span> : null}
      {node?.post ? <Pills texts={node.post} side="post" /> : null}
      {node?.recursive ? <RecursiveMarker node={node} ctx={ctx} /> : null}
    </div>
  );
}

/** Pills of `x-mint.pre` (before the name) or of `api.params.post` and `x-mint.post` (after the built-in labels). */
function Pills({ texts, side }: { texts: string[]; side: 'pre' | 'post' }) {
  return texts.map((text) => (
    <span key={text} className="oa-label oa-pill" data-pill={side}>
      {text}
    </span>
  ));
}

/** The type, linked to the schema page when it names a component schema. */
export function TypeChip({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const label = typeLabel(node);
  const named = node.refName ?? node.items?.refName;
  const url = named && label.includes(named) ? ctx.schemaUrl(named) : undefined;
  return url ? (
    <a className="oa-type" href={url}>
      {label}
    </a>
  ) : (
    <span className="oa-type">{label}</span>
  );
}

/**
 * A reference cycle: the schema contains itself here, so it is not expanded again (the fields
 * are the enclosing ones). Links to the schema page, where the tree starts afresh.
 */
export function RecursiveMarker({ node, ctx }: { node: SchemaNode; ctx: ViewContext }) {
  const url = ctx.schemaUrl(node.refName);
  return (
    <span className="oa-recursive" data-recursive="" title="This schema contains itself: its fields are the ones shown above.">
      ↻ recursive
      {node.refName && (url ? <a href={url}>{node.refName}</a> : <code>{node.refName}</code>)}
    </span>
  );
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
    text ? (
      <div key="d" className="prose oa-description">
        {ctx.md(text)}
      </div>
    ) : null,
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
