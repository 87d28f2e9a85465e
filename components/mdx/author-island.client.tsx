'use client';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { IslandSpec } from '@/lib/content/author-scope';
import type { RunAuthorIsland, Source } from './author-island-run';

const SourceContext = createContext<Source | null>(null);

/**
 * The code that runs islands (author-island-run.tsx, with the MDX components author code sees),
 * loaded on first use: until it arrives, and on the server, islands render their empty slot.
 */
let runner: typeof RunAuthorIsland | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();
function subscribeRunner(notify: () => void): () => void {
  waiting.add(notify);
  loading ??= import('./author-island-run').then((m) => {
    runner = m.RunAuthorIsland;
    waiting.forEach((n) => n());
  });
  return () => waiting.delete(notify);
}
const currentRunner = () => runner;
const noRunner = () => undefined;

/**
 * Hands a page's compiled author code to its islands. The code travels in the page's own RSC
 * payload, so it is served exactly where (and to whom) the page is: a gated page's code never
 * reaches a reader outside its groups.
 */
export function AuthorCode({ code, error, children }: Source & { children?: ReactNode }) {
  const source = useMemo(() => ({ code, error }), [code, error]);
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

/**
 * One use of an author component (or one `{expression}`). It runs in the browser only, after
 * hydration, never on the server: the server renders an empty slot, so hydration matches, and the
 * author's code never runs with the server's secrets or requests. Its MDX children are the
 * server-rendered Markdown. A component that throws shows a contained, located error box.
 */
export function AuthorIsland({ spec, inline, children }: { spec: string; inline?: boolean; children?: ReactNode }) {
  const source = useContext(SourceContext);
  // Undefined on the server and during hydration, so the server's empty slot matches.
  const Run = useSyncExternalStore(subscribeRunner, currentRunner, noRunner);
  const parsed = useMemo(() => JSON.parse(spec) as IslandSpec, [spec]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className="author-island" data-island={parsed.label} style={{ display: 'contents' }}>
      {Run && (
        <Run spec={parsed} inline={inline} source={source}>
          {children}
        </Run>
      )}
    </Tag>
  );
}
