'use client';

import { createContext, type ReactNode } from 'react';
import type { DeferBase } from './deferred-address';

/** Draws a level answered by the fields resource (deferred-draw.client.tsx's drawLevel). */
export type DrawLevel = (level: unknown) => ReactNode;

/**
 * How a deferred level gets its drawing code: provided by the endpoint view (level-drawer.client.tsx)
 * rather than imported by DeferredChildren, because the drawer draws fields with the schema view,
 * which draws DeferredChildren: the recursion of the tree stays in React, not in the imports.
 * Null outside an endpoint view: the level keeps its link to where it is drawn in full.
 */
export const LevelDrawerContext = createContext<(() => Promise<DrawLevel>) | null>(null);

/** What the page's deferred levels' addresses share (deferred-address.ts), given once by the endpoint view. */
export const DeferBaseContext = createContext<DeferBase>({ p: '', s: '' });
