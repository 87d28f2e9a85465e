'use client';

import { FieldHeadView, type HeadData } from './field-head-view';

/**
 * The field head as a client component (issue 12): drawn on the server into the HTML as before,
 * but the RSC payload carries its compact HeadData (~70 bytes) instead of the head's element tree
 * (~330 bytes: anchor link, name, type chip and a slot per absent label), once per field.
 */
export function FieldHeadClient({ d }: { d: HeadData }) {
  return <FieldHeadView d={d} />;
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
