'use client';

import Link from 'next/link';
import { useUiStrings } from './ui-strings-context.client';

/**
 * The 404's words, in the language of the URL that was not found (`/es/…` → Spanish): the 404
 * tree is shared by every URL, so it reads the language from LocaleHtml, which knows the URL.
 */
export function NotFoundText() {
  const strings = useUiStrings();
  return (
    <>
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundText}</p>
      <p>
        <Link href="/" className="button-link">
          {strings.goHome}
        </Link>
      </p>
    </>
  );
}
