import 'server-only';
import { cache } from 'react';
import { ANONYMOUS, type Viewer } from './viewer';

/** One holder per request (React `cache` is scoped to a server render). */
const holder = cache((): { viewer: Viewer } => ({ viewer: ANONYMOUS }));

/**
 * Records the reader the docs page of this render is for. The page knows it (signed-out on the
 * static route, the session's on the reader route); components deep in the tree, such as the
 * playground slots, read it back instead of reading cookies, which would make static pages dynamic.
 */
export function setRenderViewer(viewer: Viewer): void {
  holder().viewer = viewer;
}

/** The reader set by the page of this render; the signed-out reader when none was (least access). */
export function getRenderViewer(): Viewer {
  return holder().viewer;
}
