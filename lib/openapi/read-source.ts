/**
 * Where a spec's bytes come from: a file in the docs folder (`<dir>/<source>`, then
 * `<dir>/content/<source>`, as docs/docs-json.md resolves pages) or an `https://` URL fetched at build
 * time with a timeout and a size cap, so a slow or huge server cannot stall or exhaust the build.
 * URLs go through the one outbound client (lib/http): docs.json can be edited by whoever edits the
 * docs (the agent included), so a spec URL must not reach the build machine's private network.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '../env';
import { fetchCapped } from '../http/fetch-capped';

/** A spec server that does not answer within this fails the build step instead of stalling it. */
export const FETCH_TIMEOUT_MS = 10_000;
/** Size cap for spec files and downloads (GitHub's spec, the largest in the corpus, is 13 MB). */
export const MAX_SPEC_BYTES = 50 * 1024 * 1024;

export type SourceLocation =
  { kind: 'file'; absPath: string; file: string; mtimeMs: number; size: number } | { kind: 'url'; url: string; file: string };

export type Located = { ok: true; location: SourceLocation } | { ok: false; message: string };

/** Is this spec source a URL rather than a docs-folder path? */
export function isUrlSource(source: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(source);
}

/** Find the spec on disk (or accept its URL) without reading it. */
export async function locateSource(source: string, docsDir: string): Promise<Located> {
  if (isUrlSource(source)) {
    if (!source.startsWith('https://')) return { ok: false, message: `Spec URL must use https://: ${source}` };
    return { ok: true, location: { kind: 'url', url: source, file: source } };
  }
  const root = path.resolve(docsDir);
  const relative = source.replace(/^\/+/, '');
  const candidates = [path.join(root, relative), path.join(root, 'content', relative)];
  for (const absPath of candidates) {
    if (!absPath.startsWith(root + path.sep)) return { ok: false, message: `Spec path leaves the docs folder: ${source}` };
    const info = await stat(absPath).catch(() => undefined);
    if (info?.isFile()) {
      const file = path.relative(root, absPath).split(path.sep).join('/');
      return { ok: true, location: { kind: 'file', absPath, file, mtimeMs: info.mtimeMs, size: info.size } };
    }
  }
  const tried = candidates.map((c) => path.relative(root, c).split(path.sep).join('/')).join(', ');
  return { ok: false, message: `Spec file not found: ${source} (looked for ${tried} in the docs folder)` };
}

export type ReadText = { ok: true; text: string } | { ok: false; message: string };

/** Read the located spec's text, enforcing the size cap (and the timeout for URLs). */
export async function readSourceText(location: SourceLocation): Promise<ReadText> {
  if (location.kind === 'file') {
    if (location.size > MAX_SPEC_BYTES) return { ok: false, message: tooBig(location.size) };
    return { ok: true, text: await readFile(location.absPath, 'utf8') };
  }
  try {
    const response = await fetchCapped(location.url, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_SPEC_BYTES,
      maxRedirects: 5,
      allowPrivate: getEnv().allowPrivateNetworkFetch,
    });
    if (response.status < 200 || response.status > 299)
      return { ok: false, message: `Fetching ${location.url} failed: HTTP ${response.status}` };
    return { ok: true, text: response.body };
  } catch (error) {
    const message = (error as Error).message;
    return {
      ok: false,
      message: `Fetching ${location.url} failed: ${/^larger than/.test(message) ? tooBig(MAX_SPEC_BYTES + 1) : message}`,
    };
  }
}

function tooBig(bytes: number): string {
  return `Spec is larger than the ${MAX_SPEC_BYTES / 1024 / 1024} MB limit (${Math.round(bytes / 1024 / 1024)} MB or more)`;
}
