'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import type { SearchDialogProps } from './search-dialog.client';

type Dialog = ComponentType<SearchDialogProps>;
let loading: Promise<Dialog> | undefined;

/**
 * The dialog's code is fetched on the reader's first sign of wanting it (pointer on the button,
 * focus, a click or ⌘K), never on arrival: most page views never search, and the dialog with its
 * results view was a tenth of our first-load JavaScript (issue 12). One promise per document.
 */
function loadDialog(): Promise<Dialog> {
  loading ??= import('./search-dialog.client').then((m) => m.SearchDialog);
  return loading;
}

/**
 * The navbar search button and the ⌘K / Ctrl-K shortcut. The shortcut listens from hydration on, so
 * the first press opens the dialog as soon as its chunk has arrived. The icon is drawn here, not handed
 * down from the server, so it is not in every page's RSC payload (issue 12); `placeholder` is docs.json
 * `search.prompt`.
 */
export function SearchButton({ placeholder }: { placeholder?: string }) {
  const strings = useUiStrings();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<Dialog>();

  // Loads the chunk (once), then applies the change: the dialog never opens before it can render.
  const want = useCallback((next?: (open: boolean) => boolean) => {
    void loadDialog().then(
      (loaded) => {
        setDialog(() => loaded);
        if (next) setOpen(next);
      },
      // A failed chunk load (offline, a new deployment) is retried on the next intent.
      () => (loading = undefined),
    );
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        want((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [want]);

  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => want(() => true)}
        onPointerEnter={() => want()}
        onFocus={() => want()}
        aria-label={`${strings.search.replace(/…$/, '')} (Ctrl K)`}
      >
        <IconSvg icon={CHROME_ICONS.search} size={15} aria-hidden="true" />
        <span className="search-button-label">{strings.search}</span>
        <kbd>Ctrl K</kbd>
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} placeholder={placeholder} />}
    </>
  );
}
