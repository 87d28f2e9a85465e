'use client';

import { useContext, useEffect, useRef, useState } from 'react';
import type { CodeThemePair } from '@/lib/content/code-classes-core';
import { PanelShown } from './switcher.client';

type Props = {
  /** The server's markup: plain text in the site's `<pre>` (a hidden tab), or the first lines highlighted and the rest plain. */
  html: string;
  lang: string;
  themes: CodeThemePair;
  /** Set for a long example drawn in part: its whole length, offered as "Show the whole example". */
  lines?: number;
};

/**
 * The body of a code panel whose highlighting is left to the browser (issue 12: highlighted code
 * weighs every page five times over, as markup and as RSC payload). A hidden tab arrives as plain
 * text and is highlighted the first time it is shown; a long example arrives with its first lines
 * highlighted and the rest plain behind a `<details>` (which opens without JavaScript too), and is
 * highlighted whole when opened. The code is read back from the `<pre>` rather than sent twice,
 * and the highlighter (./browser-highlight) is fetched with `import()` on first use, so neither
 * weighs the page. Until it answers, the plain text is what the reader sees; if it fails, it stays.
 */
export function DeferredCode({ html, lang, themes, lines }: Props) {
  const shown = useContext(PanelShown);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  const wanted = lines === undefined ? shown : open;

  useEffect(() => {
    if (!wanted || highlighted !== undefined) return;
    const code = body.current?.querySelector('pre')?.textContent;
    if (code == null) return;
    let live = true;
    void import('./browser-highlight')
      .then(({ highlightInBrowser }) => highlightInBrowser(code, lang, themes))
      .then((result) => live && setHighlighted(result))
      // A grammar that fails to load leaves the code plain: still correct, only uncoloured.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, highlighted, lang, themes]);

  return (
    <>
      <div
        ref={body}
        className="oa-code-body"
        data-deferred={highlighted === undefined ? '' : undefined}
        dangerouslySetInnerHTML={{ __html: highlighted ?? html }}
      />
      {lines !== undefined && highlighted === undefined && (
        <details className="oa-more" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>Show the whole example ({lines} lines)</summary>
        </details>
      )}
    </>
  );
}
