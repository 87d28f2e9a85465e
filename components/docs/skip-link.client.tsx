'use client';

import { useUiStrings } from './ui-strings-context.client';

/** The keyboard reader's first stop: a link past the navbar to the page, in the page's language. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#content">
      {useUiStrings().skipToContent}
    </a>
  );
}
