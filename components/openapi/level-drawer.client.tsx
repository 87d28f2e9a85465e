'use client';

import type { ReactNode } from 'react';
import { LevelDrawerContext } from './level-drawer-context.client';

/** The drawing code of deferred levels, loaded with the first level a reader opens (not with the page). */
const loadDrawer = () => import('./deferred-draw.client').then((m) => m.drawLevel);

/** Gives the deferred levels below it (DeferredChildren) their drawing code. Draws nothing itself. */
export function LevelDrawerProvider({ children }: { children: ReactNode }) {
  return <LevelDrawerContext value={loadDrawer}>{children}</LevelDrawerContext>;
}
