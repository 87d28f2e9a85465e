'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import type { IslandProps } from './types';

let loading: Promise<ComponentType<IslandProps>> | undefined;

/**
 * Loads the playground in its own chunk after the page is interactive: the endpoint page's
 * first-load JavaScript stays small, and readers who never touch the playground never pay for
 * the form, the response views or the snippet generators. A plain `import()` in an effect rather
 * than `next/dynamic`, whose loader runtime was itself a few KB of every page's first load (issue 12).
 */
export function PlaygroundLoader(props: IslandProps) {
  const strings = useUiStrings();
  const [Playground, setPlayground] = useState<ComponentType<IslandProps>>();
  useEffect(() => {
    let live = true;
    const start = () => {
      loading ??= import('./playground').then((m) => m.Playground);
      loading.then(
        (loaded) => live && setPlayground(() => loaded),
        // A failed chunk load is retried by the next endpoint page; this one keeps its loading line.
        () => (loading = undefined),
      );
    };
    // After the document's own load: a chunk asked for earlier would hold back the load event.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', start);
    };
  }, []);
  return Playground ? <Playground {...props} /> : <p className="pg-loading">{strings.loadingPlayground}</p>;
}
