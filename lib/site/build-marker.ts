/**
 * The boundary between the deployment worker and the serving process (docs/agent-api.md "Deployments"): after a
 * deployment publishes a build for the docs folder this site serves, the worker writes each
 * refreshed spec's bytes to `<data dir>/site-builds/<sha256>` and then replaces
 * `<data dir>/site-build.json` by an atomic rename. The server notices the marker's new stamp,
 * loads the route table with those bytes in place of fetching the URLs, and swaps only on success
 * (get-site.ts). Nothing here knows about lib/agent: the file is the contract.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MARKER_FILE = 'site-build.json';
const SNAPSHOT_DIR = 'site-builds';

/** `specs` maps each URL source to its snapshot file, relative to the data dir. */
export type BuildMarker = { buildId: string; docsDir: string; specs: Record<string, string> };

/** The data directory, as lib/env.ts reads it (`LECTERN_DATA_DIR`, then `DATA_DIR`, else `.data`). */
export function dataDirFromEnv(source: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ source.LECTERN_DATA_DIR || source.DATA_DIR || '.data');
}

/** Writes a file so readers see the old bytes or the new ones, never a half-written file. */
function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** Stores the snapshots, then points the marker at them (the last step, so it is all-or-nothing). */
export function writeBuildMarker(
  dataDir: string,
  build: { buildId: string; docsDir: string; specs: { url: string; sha256: string; body: string }[] },
): void {
  mkdirSync(path.join(dataDir, SNAPSHOT_DIR), { recursive: true });
  const specs: Record<string, string> = {};
  for (const s of build.specs) {
    if (!/^[0-9a-f]{64}$/.test(s.sha256)) throw new Error(`bad snapshot hash for ${s.url}`);
    const file = `${SNAPSHOT_DIR}/${s.sha256}`;
    writeAtomic(path.join(dataDir, file), s.body);
    specs[s.url] = file;
  }
  const marker: BuildMarker = { buildId: build.buildId, docsDir: path.resolve(build.docsDir), specs };
  writeAtomic(path.join(dataDir, MARKER_FILE), `${JSON.stringify(marker, null, 2)}\n`);
}

/** Changes whenever the marker is replaced; '' when there is none. Cheap enough to ask every second. */
export function markerStamp(dataDir: string): string {
  try {
    const info = statSync(path.join(dataDir, MARKER_FILE));
    return `${info.mtimeMs}:${info.size}:${info.ino}`;
  } catch {
    return '';
  }
}

/**
 * The spec texts the marker publishes for `docsDir` (URL → text), or undefined when there is no
 * marker or it belongs to another folder. A marker that cannot be read throws, so the caller keeps
 * the route table it has.
 */
export function readSpecOverrides(dataDir: string, docsDir: string): Map<string, string> | undefined {
  const marker = readMarkerFor(dataDir, docsDir);
  if (!marker) return undefined;
  const map = new Map<string, string>();
  for (const [url, file] of Object.entries(marker.specs)) {
    if (!/^site-builds\/[0-9a-f]{64}$/.test(file)) throw new Error(`${MARKER_FILE}: bad snapshot path for ${url}`);
    map.set(url, readFileSync(path.join(dataDir, file), 'utf8'));
  }
  return map;
}

/** The id of the build the marker publishes for `docsDir`, or undefined (none, or another folder's). */
export function readBuildId(dataDir: string, docsDir: string): string | undefined {
  return readMarkerFor(dataDir, docsDir)?.buildId;
}

/** The marker in `dataDir` if it publishes `docsDir`; undefined when there is none or it is another folder's. */
function readMarkerFor(dataDir: string, docsDir: string): BuildMarker | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, MARKER_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const marker = JSON.parse(text) as BuildMarker;
  return path.resolve(marker.docsDir) === path.resolve(docsDir) ? marker : undefined;
}
