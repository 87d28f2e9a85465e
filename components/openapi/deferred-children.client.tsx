'use client';

import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChildrenSummary } from './field-head.client';
import { DEFAULT_WHAT, expandPlace, type PlaceholderData } from './deferred-address';
import { DeferBaseContext, LevelDrawerContext } from './level-drawer-context.client';

/** Sent to a deferred level (by HashReveal) to load it; sent on window once a level is drawn. */
export const LOAD_EVENT = 'oa-load';
export const LOADED_EVENT = 'oa-fields-loaded';

/**
 * A closed nested level that the page left out (deferred-place.ts): the same `<details>` as an
 * inline level, whose body the browser fetches from the fields resource and draws the first time it
 * opens (or when a link targets a field inside it). Without JavaScript the body is a link to where
 * the level is drawn in full. The drawing code is loaded with the first level opened, not with the
 * page, through LevelDrawerContext (the endpoint view provides it).
 */
export function DeferredChildren(props: PlaceholderData) {
  const { at, what = DEFAULT_WHAT } = props;
  // The placeholder travels in short: its address and link are spelled again from the page's base.
  const { src, fallback } = expandPlace(props, useContext(DeferBaseContext));
  const [body, setBody] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loadDrawer = useContext(LevelDrawerContext);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const load = () => {
      loading.current ??= Promise.all([loadDrawer ? loadDrawer() : Promise.reject(new Error('no level drawer')), fetchLevel(src)]).then(
        ([drawLevel, level]) => setBody(drawLevel(level)),
        () => setFailed(true),
      );
    };
    const onToggle = () => {
      if (element.open) load();
    };
    if (element.open) load();
    element.addEventListener('toggle', onToggle);
    element.addEventListener(LOAD_EVENT, load);
    return () => {
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener(LOAD_EVENT, load);
    };
  }, [src, loadDrawer]);

  useEffect(() => {
    if (body) window.dispatchEvent(new Event(LOADED_EVENT));
  }, [body]);

  return (
    <details ref={root} className="oa-children" data-oa-defer={at} data-loaded={body ? '' : undefined}>
      <ChildrenSummary what={what} />
      <div className="oa-children-body">
        {body ?? (
          <p className="oa-note oa-deferred">
            {failed ? 'These fields could not be loaded. ' : null}
            <a href={fallback}>See all fields</a>
          </p>
        )}
      </div>
    </details>
  );
}

async function fetchLevel(src: string): Promise<unknown> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`fields ${response.status}`);
  return response.json();
}
