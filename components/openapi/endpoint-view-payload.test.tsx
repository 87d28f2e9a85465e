import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { expect, it } from 'vitest';
import type { EndpointModel } from '@/lib/openapi/page-model-types';
import { EndpointHeader } from './endpoint-header';
import { LevelDrawerProvider } from './level-drawer.client';
import { EndpointView } from './endpoint-view';
import type { ViewContext } from './view-context';

const ctx: ViewContext = { md: (t) => (t ? <p>{t}</p> : null), schemaUrl: () => undefined, expanded: false };

/**
 * The children of the page's own host elements (the header and the two columns; other components
 * are not entered), as the RSC payload lists them: an undefined child is written "$undefined".
 */
function hostChildren(node: ReactNode, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) {
    for (const child of node) hostChildren(child as ReactNode, out);
    return out;
  }
  if (!isValidElement(node)) return out;
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  if (type === EndpointHeader) return hostChildren(EndpointHeader(props as Parameters<typeof EndpointHeader>[0]), out);
  if (typeof type === 'string' && Array.isArray(props.children)) out.push(...props.children);
  if (typeof type === 'string' || type === LevelDrawerProvider) hostChildren(props.children, out);
  return out;
}

it('an endpoint without intro, description, body, labels or spec link writes its empty slots as null, not "$undefined" (issue 12)', () => {
  const model = {
    kind: 'webhook',
    path: '/ping',
    name: 'ping',
    title: 'Ping',
    tags: [],
    parameters: [],
    responses: [],
  } as unknown as EndpointModel;
  const children = hostChildren(EndpointView({ model, ctx, target: 'ping', samples: [], payload: [], responses: [] }));
  expect(children.length).toBeGreaterThan(8);
  expect(children.filter((c) => c === undefined)).toEqual([]);
  // The slots stay (React's useId counts them): the header's labels and the main column's intro are null.
  expect(children.filter((c) => c === null).length).toBeGreaterThanOrEqual(5);
});
