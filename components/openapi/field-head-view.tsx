import { AnchorLink } from '@/components/mdx/anchor-link.client';

/**
 * A field head in compact form (issue 12): anchor, name, type label and its schema page, flags
 * (FLAG), pills and the recursive marker's schema. Keys are short and absent parts left out,
 * because this object is written into the RSC payload once per field of every page. The name is
 * left out too where the anchor ends with it (`200.owner.login`: see headName).
 */
export type HeadData = {
  a?: string;
  n?: string;
  /** The type label; left out for `string`, the most common; 0 for a head without a type (a parameter without a schema). */
  t?: string | 0;
  u?: string;
  f?: number;
  pre?: string[];
  post?: string[];
  r?: { name?: string; url?: string };
};

/**
 * `row`: the field's row is drawn deprecated (a parameter whose schema alone is deprecated gets the
 * label only). `param`: a parameter's row, which has a slot for its serialization style.
 */
export const FLAG = { required: 1, nullable: 2, deprecated: 4, readOnly: 8, writeOnly: 16, row: 32, param: 64 } as const;

/** The last dotted segment of an anchor: the name a head leaves out when it is that. */
export function nameFromAnchor(anchor: string): string {
  return anchor.slice(anchor.lastIndexOf('.') + 1);
}

/** The name a head shows: its own, or the one its anchor ends with. */
export function headName(d: HeadData): string {
  return d.n ?? nameFromAnchor(d.a ?? '');
}

/** Name, type and labels of a field or parameter, with its `#` link, drawn from HeadData. */
export function FieldHeadView({ d }: { d: HeadData }) {
  const f = d.f ?? 0;
  const name = headName(d);
  return (
    <div className="oa-field-head">
      {d.a ? <AnchorLink id={d.a} label={`Link to ${name}`} /> : null}
      {d.pre ? <Pills texts={d.pre} side="pre" /> : null}
      <code className="oa-field-name">{name}</code>
      {d.t !== 0 ? <TypeChipView label={d.t ?? 'string'} url={d.u} /> : null}
      {f & FLAG.required ? <span className="oa-label oa-required">required</span> : null}
      {f & FLAG.nullable ? <span className="oa-label">nullable</span> : null}
      {f & FLAG.deprecated ? <span className="oa-label oa-deprecated">deprecated</span> : null}
      {f & FLAG.readOnly ? <span className="oa-label">read-only</span> : null}
      {f & FLAG.writeOnly ? <span className="oa-label">write-only</span> : null}
      {d.post ? <Pills texts={d.post} side="post" /> : null}
      {d.r ? <RecursiveMarkerView refName={d.r.name} url={d.r.url} /> : null}
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
export function TypeChipView({ label, url }: { label: string; url?: string }) {
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
export function RecursiveMarkerView({ refName, url }: { refName?: string; url?: string }) {
  return (
    <span className="oa-recursive" data-recursive="" title="This schema contains itself: its fields are the ones shown above.">
      ↻ recursive
      {refName && (url ? <a href={url}>{refName}</a> : <code>{refName}</code>)}
    </span>
  );
}
