'use client';

import { useState } from 'react';

/**
 * The `#` beside a field or changelog entry: follows the link (so the URL shows the anchor) and
 * copies the full URL to the clipboard, which is what readers click it for.
 */
export function AnchorLink({ id, label }: { id: string; label: string }) {
  const [copied, setCopied] = useState(false);
  function copy() {
    const url = `${window.location.href.split('#')[0]}#${id}`;
    navigator.clipboard?.writeText(url).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  }
  return (
    <a href={`#${id}`} className="anchor-link-copy" aria-label={label} title={copied ? 'Link copied' : 'Copy link'} data-copied={copied ? '' : undefined} onClick={copy}>
      #
    </a>
  );
}
