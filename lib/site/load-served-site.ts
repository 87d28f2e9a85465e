import { withSpecOverrides } from '../openapi/load';
import { readSpecOverrides } from './build-marker';
import { loadSite } from './load-site';
import type { Site } from './types';

/**
 * The route table built from the docs folder, with URL-hosted specs taken from the last published
 * deployment (build-marker.ts) instead of fetched, when there is one for this folder. What the
 * server serves, and what `lectern check` and `lectern routes` read, so all three agree.
 */
export async function loadServedSite(docsDir: string, dataDir: string): Promise<Site> {
  const overrides = readSpecOverrides(dataDir, docsDir);
  return overrides ? withSpecOverrides(overrides, () => loadSite(docsDir)) : loadSite(docsDir);
}
