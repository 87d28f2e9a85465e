'use client';
import * as React from 'react';
import { Component, createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AUTHOR_HOOKS, EXPRESSIONS_EXPORT, type IslandSpec } from '@/lib/content/author-scope';

type Loaded = { expressions: (() => unknown)[] } | { error: string };
type Source = { code?: string; error?: string };

const SourceContext = createContext<Source | null>(null);
const loaded = new Map<string, Loaded>();

/**
 * The MDX components author code sees (author-components.ts), loaded on first use: they pull in
 * the whole icon set, which no page without author code should download (issue 12: first-load
 * JavaScript). Until they arrive, and on the server, islands render their empty slot.
 */
type Components = Record<string, unknown>;
let components: Components | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();
function subscribeComponents(notify: () => void): () => void {
  waiting.add(notify);
  loading ??= import('./author-components').then((m) => {
    components = m.authorComponents;
    waiting.forEach((n) => n());
  });
  return () => waiting.delete(notify);
}
const currentComponents = () => components;
const noComponents = () => undefined;

/** Evaluates a page's bundle once per browser tab, with React, the hooks and the MDX components in scope. */
function load(source: Source | null, scopeComponents: Components): Loaded {
  if (!source?.code) return { error: source?.error ?? 'the page has no compiled author code' };
  const cached = loaded.get(source.code);
  if (cached) return cached;
  let result: Loaded;
  try {
    const module = { exports: {} as Record<string, unknown> };
    const require = (name: string) => {
      if (name === 'react') return React;
      throw new Error(`cannot import "${name}"`);
    };
    const scope: Record<string, unknown> = { module, exports: module.exports, require, React, ...scopeComponents };
    for (const hook of AUTHOR_HOOKS) scope[hook] = React[hook];
    const run = new Function(...Object.keys(scope), source.code) as (...args: unknown[]) => void;
    run(...Object.values(scope));
    result = { expressions: module.exports[EXPRESSIONS_EXPORT] as (() => unknown)[] };
  } catch (error) {
    result = { error: messageOf(error) };
  }
  loaded.set(source.code, result);
  return result;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
  const scopeComponents = useSyncExternalStore(subscribeComponents, currentComponents, noComponents);
  const parsed = useMemo(() => JSON.parse(spec) as IslandSpec, [spec]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className="author-island" data-island={parsed.label} style={{ display: 'contents' }}>
      {scopeComponents && (
        <IslandBoundary spec={parsed} inline={inline}>
          <RunIsland spec={parsed} inline={inline} loaded={load(source, scopeComponents)}>
            {children}
          </RunIsland>
        </IslandBoundary>
      )}
    </Tag>
  );
}

type RunProps = { spec: IslandSpec; inline?: boolean; loaded: Loaded; children?: ReactNode };

/**
 * Evaluates the island's expressions and renders. A plain function component is called right
 * here (its hooks are this component's, in the same order every render), so its own throw becomes
 * the error box without React reporting an uncaught error; classes and memo objects render as
 * elements, and the boundary around catches what their subtrees throw.
 */
function RunIsland({ spec, inline, loaded, children }: RunProps) {
  if ('error' in loaded) return <ErrorBox spec={spec} inline={inline} message={loaded.error} />;
  try {
    const run = (i: number) => loaded.expressions[i]();
    const value = run(spec.x);
    if (!spec.component) return toNode(value);
    const props: Record<string, unknown> = { ...spec.p };
    for (const [name, i] of Object.entries(spec.e ?? {})) props[name] = run(i);
    for (const i of spec.s ?? []) Object.assign(props, run(i));
    if (children !== undefined && children !== null) props.children = children;
    if (typeof value === 'function' && !(value.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) {
      return <>{(value as (p: unknown) => ReactNode)(props)}</>;
    }
    if (value === undefined || value === null) throw new Error(`${spec.label} is not defined`);
    return React.createElement(value as React.ElementType, props);
  } catch (error) {
    return <ErrorBox spec={spec} inline={inline} message={messageOf(error)} />;
  }
}

function ErrorBox({ spec, inline, message }: { spec: IslandSpec; inline?: boolean; message: string }) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className="author-error" role="alert">
      <strong>{spec.label} could not be rendered</strong> ({spec.at}): {message}
    </Tag>
  );
}

/** What an expression shows: React nodes as they are, other values as text. */
function toNode(value: unknown): ReactNode {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'object' && !React.isValidElement(value) && !Array.isArray(value)) return JSON.stringify(value);
  return value as ReactNode;
}

type BoundaryProps = { spec: IslandSpec; inline?: boolean; children: ReactNode };

class IslandBoundary extends Component<BoundaryProps, { error?: string }> {
  state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: messageOf(error) };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorBox spec={this.props.spec} inline={this.props.inline} message={this.state.error} />;
  }
}
