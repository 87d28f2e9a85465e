/**
 * The parser boundary: spec source → validated `LoadedSpec` or located problems. Every check that
 * can refuse a document happens here, once per build, so later stages trust the document's shape.
 * Loaded specs are cached per process by absolute path + mtime (URLs by URL until cleared), since
 * docs.json, frontmatter pages and `lectern check` all ask for the same files.
 * `withSpecOverrides` supplies the bytes of URL sources instead of fetching them (the deployment
 * worker's published snapshots); such entries are cached by the bytes' hash.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Problem } from '../config/types';
import { lineOfPointer } from './locate';
import { parseSpecText } from './parse-text';
import { findExtensionProblems } from './extension-warnings';
import { locateSource, readSourceText, type SourceLocation } from './read-source';
import { getAtPointer } from './pointer';
import { refsInText } from './ref-text';
import { scanRefs } from './refs';
import type { LoadResult } from './types';
import { checkVersion, validateStructure } from './validate-document';

const cache = new Map<string, { stamp: string; result: Promise<LoadResult> }>();

/** URL → spec text to use instead of fetching; set for one load by `withSpecOverrides`. */
export type SpecOverrides = ReadonlyMap<string, string>;
const overrides = new AsyncLocalStorage<SpecOverrides>();

/** Runs `fn` (e.g. a site load) so that every `loadSpec` of a URL in `map` reads its text from the map. */
export function withSpecOverrides<T>(map: SpecOverrides, fn: () => Promise<T>): Promise<T> {
  return overrides.run(map, fn);
}

const offline = new AsyncLocalStorage<true>();

/**
 * Runs `fn` without fetching URL-hosted specs (`lectern check --offline`): each is skipped with a
 * warning, and what depends on it is told it was skipped. Published snapshots are still used.
 */
export function withoutFetching<T>(fn: () => Promise<T>): Promise<T> {
  return offline.run(true, fn);
}

/** Load, parse and validate the spec named by `source` (docs-folder path or https URL). */
export async function loadSpec(source: string, docsDir: string): Promise<LoadResult> {
  const declared = source.replace(/^\/+(?!\/)/, '');
  const located = await locateSource(declared, docsDir);
  if (!located.ok) return unreadable(declared, located.message);
  const location = located.location;
  const key = location.kind === 'file' ? location.absPath : location.url;
  const text = location.kind === 'url' ? overrides.getStore()?.get(location.url) : undefined;
  if (location.kind === 'url' && text === undefined && offline.getStore()) {
    return {
      ok: false,
      problems: [
        { ...problem(declared, '', `${location.url} was not fetched (--offline): its pages are not checked`), severity: 'warning' },
      ],
      unreadable: true,
      skipped: true,
    };
  }
  const stamp =
    location.kind === 'file'
      ? `${location.mtimeMs}:${location.size}`
      : text !== undefined
        ? `sha256:${createHash('sha256').update(text).digest('hex')}`
        : 'url';
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return withSource(await hit.result, declared);
  const result = loadLocated(declared, location, text);
  cache.set(key, { stamp, result });
  // A fetch that failed is worth retrying on the next build step; a bad document is not.
  void result.then((r) => !r.ok && r.unreadable && cache.get(key)?.result === result && cache.delete(key));
  return result;
}

/** Forget cached specs (the deployment trigger refreshes URL-hosted specs this way). */
export function clearSpecCache(): void {
  cache.clear();
}

async function loadLocated(source: string, location: SourceLocation, override?: string): Promise<LoadResult> {
  const file = location.file;
  const read = override !== undefined ? { ok: true as const, text: override } : await readSourceText(location);
  if (!read.ok) return unreadable(file, read.message);
  const text = read.text;
  const parsed = parseSpecText(text);
  if (!parsed.ok) return fail(file, '', parsed.message, parsed.line);
  const { value: doc, format } = parsed;
  const at = (pointer: string) => lineOfPointer(text, format, pointer);

  const version = checkVersion(doc);
  if (!version.ok) return fail(file, version.pointer, version.message, version.pointer ? at(version.pointer) : undefined);

  const refs = refsResolve(text, format, doc) ? { external: [], broken: [] } : scanRefs(doc, parsed.shared);
  if (refs.external.length) {
    const [first] = refs.external;
    const more = refs.external.length - 1;
    const message =
      `External $ref "${first.ref}" is not supported: Lectern reads one self-contained document ` +
      `(bundle it first, e.g. with \`redocly bundle\`)` +
      (more ? `; ${more} more external reference${more === 1 ? '' : 's'} in this file` : '');
    return fail(file, first.pointer + '/$ref', message, at(first.pointer + '/$ref'));
  }
  if (refs.broken.length) {
    const problems = refs.broken
      .slice(0, 20)
      .map((site) =>
        problem(file, site.pointer + '/$ref', `$ref "${site.ref}" points to nothing in this document`, at(site.pointer + '/$ref')),
      );
    return { ok: false, problems };
  }

  const invalid = await validateStructure(doc as object, version.version);
  if (invalid.length) {
    const problems = invalid.map((e) =>
      problem(file, e.pointer, `Invalid OpenAPI ${version.version} document: ${e.message}`, at(e.pointer)),
    );
    return { ok: false, problems };
  }
  const absPath = location.kind === 'file' ? location.absPath : undefined;
  const spec = { source, file, absPath, format, version: version.version, doc: doc as Record<string, unknown> };
  // The text test skips the walk for the many specs that use no `x-mint`/`x-docs` at all (two
  // substring searches: half the time of the equivalent regular expression over GitHub's 13 MB).
  const warnings =
    text.includes('x-mint') || text.includes('x-docs')
      ? findExtensionProblems(doc).map((w): Problem => ({ ...problem(file, w.pointer, w.message, at(w.pointer)), severity: 'warning' }))
      : [];
  return warnings.length ? { ok: true, spec, warnings } : { ok: true, spec };
}

/**
 * Whether every `$ref` the text spells out is internal and resolves, read from the text (ref-text.ts):
 * then the walk over the document (scanRefs) would find nothing, and is skipped. When the text is
 * not plain enough to be sure, or a ref looks wrong, the walk runs and says where.
 */
function refsResolve(text: string, format: 'json' | 'yaml', doc: unknown): boolean {
  const written = refsInText(text, format);
  return written !== undefined && written.every((ref) => ref.startsWith('#') && getAtPointer(doc, ref) !== undefined);
}

/** A cache hit may come from another spelling of the same file (`/a.yaml` vs `a.yaml`). */
function withSource(result: LoadResult, source: string): LoadResult {
  return result.ok && result.spec.source !== source ? { ...result, spec: { ...result.spec, source } } : result;
}

function problem(file: string, path: string, message: string, line?: number): Problem {
  return line === undefined ? { severity: 'error', file, path, message } : { severity: 'error', file, path, line, message };
}

function unreadable(file: string, message: string): LoadResult {
  return { ok: false, problems: [problem(file, '', message)], unreadable: true };
}

function fail(file: string, path: string, message: string, line?: number): LoadResult {
  return { ok: false, problems: [problem(file, path, message, line)] };
}
