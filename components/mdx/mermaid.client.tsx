'use client';

import { useEffect, useId, useState } from 'react';

/**
 * A Mermaid diagram, drawn in the browser. mermaid (~1 MB) is imported on mount, so only pages
 * with a diagram download it; until then (and without JavaScript) the source shows as code. It
 * redraws when the site switches between light and dark. The import is mermaid's own prebundled
 * build: the package's entry pulls in a few thousand modules (d3, lodash-es, cytoscape, …) that
 * `next dev` compiled before the writer's first page, diagram or not (issue 12).
 */
export function Mermaid({ chart = '' }: { chart?: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<{ svg?: string; error?: string }>({});

  useEffect(() => {
    let cancelled = false;
    const isDark = () => document.documentElement.classList.contains('dark');
    let dark = isDark();
    async function draw() {
      try {
        const { default: mermaid } = await import('mermaid/dist/mermaid.esm.min.mjs');
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default', fontFamily: 'inherit' });
        const { svg } = await mermaid.render(`${id}-svg`, chart.trim());
        if (!cancelled) setState({ svg });
      } catch (error) {
        document.getElementById(`d${id}-svg`)?.remove();
        if (!cancelled) setState({ error: String((error as Error).message ?? error).split('\n')[0] });
      }
    }
    void draw();
    const observer = new MutationObserver(() => {
      if (isDark() === dark) return;
      dark = isDark();
      void draw();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [chart, id]);

  return (
    <div className="mermaid" data-state={state.svg ? 'drawn' : state.error ? 'error' : 'loading'}>
      {state.svg ? (
        <div className="mermaid-svg" dangerouslySetInnerHTML={{ __html: state.svg }} />
      ) : (
        <pre className="mermaid-source">
          <code>{chart}</code>
        </pre>
      )}
      {state.error && <p className="mermaid-error">Diagram error: {state.error}</p>}
    </div>
  );
}
