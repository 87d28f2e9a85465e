'use client';

import { useEffect } from 'react';

/** Scripts already added to this document: a refreshed layout (router.refresh, sign-in) must not run them again. */
const added = new Set<string>();

/**
 * Runs the docs folder's own .js files once the page is interactive (Mintlify
 * customize/custom-scripts.mdx), in the order given. A few lines instead of `next/script`: that
 * component's loader shipped on every page of every site, scripts or not (issue 12, first-load
 * JavaScript). Each script runs once per document, as with `next/script`.
 */
export function CustomScripts({ srcs }: { srcs: string[] }) {
  useEffect(() => {
    for (const src of srcs) {
      if (added.has(src)) continue;
      added.add(src);
      const script = document.createElement('script');
      script.src = src;
      // Inserted scripts are async by default; these keep the docs folder's order, as Mintlify's do.
      script.async = false;
      document.body.appendChild(script);
    }
  }, [srcs]);
  return null;
}
