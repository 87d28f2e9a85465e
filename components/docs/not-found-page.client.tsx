'use client';

import type { ReactNode } from 'react';
import { IntentLink } from './intent-link.client';
import { NotFoundText } from './not-found-text.client';

/** A top-level section the 404 links to: URL and label. */
export type NotFoundSection = [url: string, label: string];

/**
 * The 404's page: its code, its words (NotFoundText) and the top-level sections. A client component
 * taking the sections as pairs because Next writes the not-found tree into every page's RSC
 * payload, once per layout: as server-rendered elements it was ~570 bytes twice on every page
 * (issue 12), as this component's props it is the sections' URLs and labels.
 */
export function NotFoundPage({ title, description, sections }: { title?: string; description?: ReactNode; sections: NotFoundSection[] }) {
  return (
    <div className="not-found-shell">
      <article className="page not-found" id="content">
        <p className="not-found-code">404</p>
        <NotFoundText {...(title ? { title } : {})} {...(description ? { description } : {})} />
        {sections.length > 1 && (
          <ul className="not-found-sections">
            {sections.map(([url, label]) => (
              <li key={url + label}>
                <IntentLink href={url}>{label}</IntentLink>
              </li>
            ))}
          </ul>
        )}
      </article>
    </div>
  );
}
