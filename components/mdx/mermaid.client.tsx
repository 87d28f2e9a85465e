'use client';

import { useEffect, useId, useState } from 'react';
import type { MermaidState } from './mermaid-draw';

/**
 * A Mermaid diagram, drawn in the browser. The drawing code (mermaid-draw.ts) and mermaid (~1 MB)
 * are imported on mount, so only pages with a diagram download them, and this island is all that
 * every page's first load carries (issue 12); until then (and without JavaScript) the source shows
 * as code. It redraws when the site switches between light and dark. The import is mermaid's own prebundled
 * build: the package's entry pulls in a few thousand modules (d3, lodash-es, cytoscape, …) that
 * `next dev` compiled before the writer's first page, diagram or not (issue 12).
 */
export function Mermaid({ chart = '' }: { chart?: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<MermaidState>({});

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import('./mermaid-draw').then(
      (m) => {
        if (!gone) stop = m.drawMermaid(chart, id, setState);
      },
      () => {
        if (!gone) setState({ error: 'the diagram renderer could not be loaded' });
      },
    );
    return () => {
      gone = true;
      stop?.();
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
