import 'server-only';
import path from 'node:path';
import { dataDirFromEnv, markerStamp } from './build-marker';
import { docsFingerprint } from './docs-fingerprint';
import { loadServedSite } from './load-served-site';
import { clearServedResponses } from './served-responses';
import { createSwappingTable, type SwappingTable } from './site-swap';
import type { Site } from './types';

/** The docs folder the server reads: `DOCS_DIR`, or the project root. */
export function getDocsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DOCS_DIR || process.cwd());
}

/**
 * One table per process, on globalThis: Next bundles each route separately, so a module-level
 * variable would give the pages, the route handlers and the refresh endpoint tables of their own,
 * and a swap made by one would not reach the others.
 */
const TABLE = Symbol.for('lectern.servedSiteTable');
const shared = globalThis as typeof globalThis & { [TABLE]?: SwappingTable<Site> };

/**
 * The route table for this process. In production it is built once, then rebuilt in the background
 * when a deployment publishes new spec snapshots (the marker is checked at most once a second) and
 * swapped in only if it loaded without new errors. In development it is rebuilt when a file of the
 * docs folder changed (checked at most every second), so edits to docs.json and pages show up and
 * page views between edits reuse the table (URL-hosted specs are fetched again on the next edit).
 */
export function getSite(): Promise<Site> {
  return servedTable().get();
}

/**
 * Checks for a published build now and waits until it is swapped in (or rejected). True when the
 * served route table changed (app/api/site/refresh).
 */
export function refreshSite(): Promise<boolean> {
  return servedTable().refresh();
}

function servedTable(): SwappingTable<Site> {
  const dev = process.env.NODE_ENV === 'development';
  shared[TABLE] ??= createSwappingTable<Site>({
    load: () => loadServedSite(getDocsDir(), dataDirFromEnv()),
    stamp: dev ? () => `${markerStamp(dataDirFromEnv())}|${docsFingerprint(getDocsDir())}` : () => markerStamp(dataDirFromEnv()),
    now: Date.now,
    checkEveryMs: 1000,
    alwaysReload: dev,
    onRejected: (reason) => console.error(`[lectern] kept the current route table; the published build was not swapped in (${reason})`),
    onSwapped: () => {
      // The serving process's page copies were rendered from the old table (scripts/start.mjs).
      clearServedResponses();
      console.log('[lectern] swapped in the route table of the published build');
    },
  });
  return shared[TABLE];
}
