'use client';

import type { ReactNode } from 'react';
import { FactsView, SerializationView, type FactsData } from './field-facts-view';
import { FieldHeadView, FLAG, type HeadData } from './field-head-view';

/**
 * A field (or parameter) in compact form: its head and its facts in one object, with `dn` a
 * description that must stay an element tree (a code block) and `ch` the nested level.
 */
export type FieldData = HeadData & FactsData & { dn?: ReactNode; ch?: ReactNode };

/**
 * A whole field row as a client component (issue 12): drawn on the server into the HTML as
 * before, but the RSC payload carries one compact FieldData object per field instead of the row's
 * element tree (wrapper, head, description wrapper and paragraph, fact labels and values, empty
 * slots): about a third of the bytes.
 */
export function FieldClient({ d }: { d: FieldData }) {
  const f = d.f ?? 0;
  const className = f & FLAG.row ? 'oa-field is-deprecated' : 'oa-field';
  const head = <FieldHeadView d={d} />;
  const facts = FactsView({ d, desc: d.dn });
  // A parameter's row keeps its fourth slot (the style) even when empty: React's useId (the ids of
  // tabs in a nested level) counts the row's child slots, and the page's ids must not change.
  if (f & FLAG.param) {
    return (
      <div className={className} id={d.a}>
        {head}
        {facts}
        {d.s !== undefined ? <SerializationView style={d.s} /> : null}
        {d.ch}
      </div>
    );
  }
  return (
    <div className={className} id={d.a}>
      {head}
      {facts}
      {d.ch}
    </div>
  );
}

/**
 * The properties of one level as one client element: a row per field, whose anchor is made from
 * the level's prefix `p` and the field's name (`200.owner` + `login`) unless the row names its own
 * (`a`; an empty one for a field without an anchor). Saves the element framing and the repeated
 * prefix of every field.
 */
export function FieldsClient({ p, f }: { p?: string; f: FieldData[] }) {
  return f.map((d, i) => <FieldClient key={i} d={withAnchor(d, p)} />);
}

function withAnchor(d: FieldData, p: string | undefined): FieldData {
  if (d.a !== undefined) return d.a ? d : { ...d, a: undefined };
  if (p === undefined) return d;
  return { ...d, a: p ? `${p}.${d.n}` : d.n };
}

/** The facts of a body, response or scalar root, from compact data (see FieldClient). */
export function FactsClient({ d, desc }: { d: FactsData; desc?: ReactNode }) {
  return FactsView({ d, desc });
}

/**
 * A field's nested level, open or closed: the `<details>` with its summary, as one client element
 * with the level's fields as children (instead of the details, summary spans and body wrapper).
 */
export function ChildrenLevel({ what, open, children }: { what: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="oa-children" open={open}>
      <ChildrenSummary what={what} />
      <div className="oa-children-body">{children}</div>
    </details>
  );
}

/**
 * The summary of a field's nested level: "Show …" while closed, "Hide …" while open (openapi.css
 * shows one). A client component for the same reason as the head: one short prop in the payload
 * instead of two spans with their class names, once per nested object.
 */
export function ChildrenSummary({ what }: { what: string }) {
  return (
    <summary>
      <span className="oa-when-closed">{`Show ${what}`}</span>
      <span className="oa-when-open">{`Hide ${what}`}</span>
    </summary>
  );
}
