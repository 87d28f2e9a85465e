import * as React from 'react';
import { Component, type ReactNode } from 'react';
import { AUTHOR_HOOKS, EXPRESSIONS_EXPORT, type IslandSpec } from '@/lib/content/author-scope';
import { authorComponents } from './author-components';

/** A page's compiled author code, as the page hands it to its islands (AuthorCode). */
export type Source = { code?: string; error?: string };

type Loaded = { expressions: (() => unknown)[] } | { error: string };
const loaded = new Map<string, Loaded>();

/**
 * What an author island runs in the browser, loaded with the MDX components author code sees
 * (author-components.ts) the first time a page has an island: they pull in the whole icon set, and
 * none of this code is needed to hydrate a page (islands render an empty slot until it arrives), so
 * no page without author code downloads it (issue 12: first-load JavaScript).
 */
export function RunAuthorIsland({
  spec,
  inline,
  source,
  children,
}: {
  spec: IslandSpec;
  inline?: boolean;
  source: Source | null;
  children?: ReactNode;
}) {
  return (
    <IslandBoundary spec={spec} inline={inline}>
      <RunIsland spec={spec} inline={inline} loaded={load(source)}>
        {children}
      </RunIsland>
    </IslandBoundary>
  );
}

/** Evaluates a page's bundle once per browser tab, with React, the hooks and the MDX components in scope. */
function load(source: Source | null): Loaded {
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
    const scope: Record<string, unknown> = { module, exports: module.exports, require, React, ...authorComponents };
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
