'use client';

import { use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { CodeThemePair } from '@/lib/content/code-classes-core';
import { countLines, FOLD_AFTER_LINES, plainCodeMarkup } from './code-fold';
import { PanelShown } from './switcher.client';

type Props = {
  /** The panel's code as plain text: all the RSC payload carries of it. */
  code: string;
  lang: string;
  /**
   * The light and dark theme as two strings rather than one object: Flight writes an object it has
   * written before as a path to the first one (`"$39:props:children:1:…:themes"`, ~85 bytes), twice
   * the object, for every panel after the first.
   */
  light: string;
  dark: string;
  /** The panel a reader sees on arrival (highlighted, a long example in part); others arrive as plain text. */
  shown: boolean;
};

/**
 * The body of a code panel of the reference, drawn from its plain text (issue 12). The highlighted
 * markup is what readers must see on arrival, without a flash and without JavaScript, but it was
 * also written into the page's RSC payload, which Next stores four times per page: a fifth of an
 * endpoint page's payload. So the payload carries only the text, language and themes, and this
 * component draws the markup itself:
 *
 * - Server rendering: the browser's highlighter (byte-identical to the server's for its languages,
 *   browser-highlight.test.ts) runs in Node, and `use()` makes the render wait for it, so the HTML
 *   is exactly what it was (./code-drawing).
 * - Hydration: the markup in the DOM is the server's. React does not compare or patch a
 *   `dangerouslySetInnerHTML` element's content when it hydrates one (prepareToHydrateHostInstance
 *   checks text children only; the element's children are not hydrated at all), and an update
 *   compares with the previous client value, not the DOM. So the value given here, plain text,
 *   leaves the server's markup in place until the component itself draws something else.
 * - Mounted without server markup (a client navigation to the page): the plain text first, then
 *   the arrival drawing from the highlighter loaded with `import()`, never part of first-load JS.
 *
 * A hidden tab is highlighted whole the first time it is shown, and a long example when "Show the
 * whole example" is opened (a `<details>`, which opens without JavaScript too). If the highlighter
 * fails to load, the plain text stays: still correct, only uncoloured.
 */
export function ServerDrawnCode({ code, lang, light, dark, shown }: Props) {
  const panelShown = useContext(PanelShown);
  // True while rendering on the server and while hydrating (React takes the server snapshot then),
  // false when mounted in the browser; kept from the first render, so it says whether the DOM holds
  // the server's drawing.
  const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating);
  const [serverDrawn] = useState(hydrating);
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState<string>();
  const [whole, setWhole] = useState<string>();
  const folded = shown && countLines(code) > FOLD_AFTER_LINES;
  const wantWhole = whole === undefined && (folded ? open : !shown && panelShown);
  const wantArrival = !wantWhole && !serverDrawn && shown && panelShown && drawn === undefined;

  useEffect(() => {
    if (!wantWhole && !wantArrival) return;
    let live = true;
    void import('./code-drawing')
      .then((m) => (wantWhole ? m.highlightInBrowser(code, lang, { light, dark }) : m.drawArrival(code, lang, { light, dark }, true)))
      .then((html) => live && (wantWhole ? setWhole(html) : setDrawn(html)))
      // A grammar that fails to load leaves the code plain: still correct, only uncoloured.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wantWhole, wantArrival, code, lang, light, dark]);

  const html =
    typeof window === 'undefined' ? use(drawnOnServer(code, lang, { light, dark }, shown)) : (whole ?? drawn ?? plainCodeMarkup(code));
  const partial = whole === undefined && (!shown || folded || (!serverDrawn && drawn === undefined));
  return (
    <>
      <div
        className="oa-code-body"
        data-deferred={partial ? '' : undefined}
        // Only the content differs from the server's at hydration, on purpose (see above): React's
        // development build would warn about it.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {folded && whole === undefined && (
        <details className="oa-more" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>Show the whole example ({countLines(code)} lines)</summary>
        </details>
      )}
    </>
  );
}

const subscribeToNothing = () => () => undefined;
const isHydrating = () => true;
const isNotHydrating = () => false;

const drawings = new Map<string, Promise<string>>();
/** Drawings kept for a server render's retries (a page has a few dozen panels at most; the key holds the whole code). */
const KEPT_DRAWINGS = 64;

/**
 * The arrival drawing of a panel on the server, the same promise for the same panel, so `use()`
 * finds it settled when React renders the component again after it suspended.
 */
function drawnOnServer(code: string, lang: string, themes: CodeThemePair, shown: boolean): Promise<string> {
  const key = `${shown ? 'shown' : 'hidden'}\u0000${themes.light}\u0000${themes.dark}\u0000${lang}\u0000${code}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = import('./code-drawing').then((m) => m.drawArrival(code, lang, themes, shown));
    drawings.set(key, drawing);
    for (const old of drawings.keys()) {
      if (drawings.size <= KEPT_DRAWINGS) break;
      drawings.delete(old);
    }
  }
  return drawing;
}
