'use client';

import type { ReactNode } from 'react';

/**
 * One response of an endpoint as a client component (issue 12, disk per page): the `<details>`
 * with its status and summary line and the body wrapper, drawn from three short props instead of
 * their element tree in the RSC payload. `c` is the status's colour class (labels.ts statusClass,
 * worked out on the server so the browser does not load the label helpers).
 */
export function ResponseClient({ s, c, t, open, children }: { s: string; c: string; t: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="oa-response" open={open} data-status={s}>
      <summary>
        <span className={`oa-status oa-status-${c}`}>{s}</span>
        <span className="oa-response-summary">{t}</span>
      </summary>
      <div className="oa-response-body">{children}</div>
    </details>
  );
}

/** A body or response's one media type: its name above its schema, as one short client element. */
export function MediaClient({ m, children }: { m: string; children: ReactNode }) {
  return (
    <div className="oa-media">
      <div className="oa-media-type">{m}</div>
      {children}
    </div>
  );
}
