import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The element children of a component with fragments opened up: shiki hands each highlighted
 * block to MDX wrapped in a fragment, and inlined snippets can add more, but `CodeGroup` and
 * `Tabs` need the blocks and tabs themselves to read their props.
 */
export function elementChildren<P>(children: ReactNode): ReactElement<P>[] {
  const out: ReactElement<P>[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode }>(child)) continue;
    if (child.type === Fragment) out.push(...elementChildren<P>(child.props.children));
    else out.push(child as ReactElement<P>);
  }
  return out;
}
