import 'server-only';
import path from 'node:path';
import { withSpecOverrides } from '../openapi/load';
import { dataDirFromEnv, markerStamp, readSpecOverrides } from './build-marker';
import { loadSite } from './load-site';
import { createSwappingTable, type SwappingTable } from './site-swap';
import type { Site } from './types';

/** The docs folder the server reads: `DOCS_DIR`, or the project root. */
export function getDocsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DOCS_DIR || process.cwd());
}

/**
 * The route table built from the docs folder, with URL-hosted specs taken from the last published
 * deployment (build-marker.ts) instead of fetched, when there is one for this folder.
 */
export async function loadServedSite(docsDir: string, dataDir: string): Promise<Site> {
  const overrides = readSpecOverrides(dataDir, docsDir);
  return overrides ? withSpecOverrides(overrides, () => loadSite(docsDir)) : loadSite(docsDir);
}

let table: SwappingTable<Site> | undefined;

/**
 * The route table for this process. In production it is built once, then rebuilt in the background
 * when a deployment publishes new spec snapshots (the marker is checked at most once a second) and
 * swapped in only if it loaded without new errors. In development it is rebuilt at most every
 * second so edits to docs.json and pages show up.
 */
export function getSite(): Promise<Site> {
  table ??= createSwappingTable<Site>({
    load: () => loadServedSite(getDocsDir(), dataDirFromEnv()),
    stamp: () => markerStamp(dataDirFromEnv()),
    now: Date.now,
    checkEveryMs: 1000,
    alwaysReload: process.env.NODE_ENV === 'development',
    onRejected: (reason) => console.error(`[lectern] kept the current route table; the published build was not swapped in (${reason})`),
    onSwapped: () => console.log('[lectern] swapped in the route table of the published build'),
  });
  return table.get();
}
