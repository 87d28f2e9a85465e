'use client';

import { useState } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';

/**
 * The `#` beside a field or changelog entry: follows the link (so the URL shows the anchor) and
 * copies the full URL to the clipboard, which is what readers click it for. Without a `label`,
 * it is named in the page's language after `name`.
 */
export function AnchorLink({ id, label, name }: { id: string; label?: string; name?: string }) {
  const [copied, setCopied] = useState(false);
  const strings = useUiStrings();
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
    <a
      href={`#${id}`}
      className="anchor-link-copy"
      aria-label={label ?? `${strings.copyLink}: ${name ?? id}`}
      title={copied ? strings.linkCopied : strings.copyLink}
      data-copied={copied ? '' : undefined}
      onClick={copy}
    >
      #
    </a>
  );
}
