'use client';

import type { ReactNode } from 'react';
import { IntentLink } from './intent-link.client';
import { useUiStrings } from './ui-strings-context.client';

/**
 * The 404's words, in the language of the URL that was not found (`/es/…` → Spanish): the 404
 * tree is shared by every URL, so it reads the language from LocaleHtml, which knows the URL.
 * docs.json `errors.404` replaces the heading and the text (its description is rendered Markdown).
 */
export function NotFoundText({ title, description }: { title?: string; description?: ReactNode }) {
  const strings = useUiStrings();
  return (
    <>
      <h1>{title ?? strings.notFoundTitle}</h1>
      {description ? <div className="not-found-description">{description}</div> : <p>{strings.notFoundText}</p>}
      <p>
        <IntentLink href="/" className="button-link">
          {strings.goHome}
        </IntentLink>
      </p>
    </>
  );
}
