/*
 * The reference's client components, gathered into the one module endpoint-islands.client.tsx loads
 * with `import()`: the browser fetches them as a chunk of their own, on the pages that draw them.
 */
export { DeferredChildren } from './deferred-children.client';
export { ChildrenLevel, FactsClient, FieldClient, FieldsClient } from './field-head.client';
export { HashReveal } from './hash-reveal.client';
export { LevelDrawerProvider } from './level-drawer.client';
export { MediaClient, ResponseClient } from './response.client';
export { ServerDrawnCode } from './server-drawn-code.client';
export { Switcher } from './switcher.client';
