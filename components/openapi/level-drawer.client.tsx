'use client';

import type { ReactNode } from 'react';
import type { DeferBase } from './deferred-address';
import { DeferBaseContext, LevelDrawerContext } from './level-drawer-context.client';

/** The drawing code of deferred levels, loaded with the first level a reader opens (not with the page). */
const loadDrawer = () => import('./deferred-draw.client').then((m) => m.drawLevel);

/**
 * Gives the deferred levels below it (DeferredChildren) their drawing code, and what their
 * addresses share (`base`, once per page). Draws nothing itself.
 */
export function LevelDrawerProvider({ base, children }: { base?: DeferBase; children: ReactNode }) {
  return (
    <LevelDrawerContext value={loadDrawer}>
      <DeferBaseContext value={base ?? NO_BASE}>{children}</DeferBaseContext>
    </LevelDrawerContext>
  );
}

const NO_BASE: DeferBase = { p: '', s: '' };
