import 'server-only';
import path from 'node:path';
import { loadSite } from './load-site';
import type { Site } from './types';

/** The docs folder the server reads: `DOCS_DIR`, or the project root. */
export function getDocsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DOCS_DIR || process.cwd());
}

let cached: { site: Promise<Site>; at: number } | undefined;

/**
 * The route table for this process. Built once in production (a build or a server start); in
 * development it is rebuilt at most every second so edits to docs.json and pages show up.
 */
export function getSite(): Promise<Site> {
  const stale = process.env.NODE_ENV === 'development' && cached && Date.now() - cached.at > 1000;
  if (!cached || stale) cached = { site: loadSite(getDocsDir()), at: Date.now() };
  return cached.site;
}
