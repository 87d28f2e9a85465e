'use client';

import dynamic from 'next/dynamic';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import type { IslandProps } from './types';

/**
 * Loads the playground in its own chunk after the page is interactive: the endpoint page's
 * first-load JavaScript stays small, and readers who never touch the playground never pay for
 * the form, the response views or the snippet generators.
 */
const Playground = dynamic(() => import('./playground').then((m) => m.Playground), {
  ssr: false,
  loading: () => <LoadingText />,
});

function LoadingText() {
  return <p className="pg-loading">{useUiStrings().loadingPlayground}</p>;
}

export function PlaygroundLoader(props: IslandProps) {
  return <Playground {...props} />;
}
