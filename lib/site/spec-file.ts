import type { Site } from './types';

/** Content types of downloadable specs, by the format the loader parsed them as. */
export const SPEC_TYPES = { json: 'application/json; charset=utf-8', yaml: 'application/yaml; charset=utf-8' } as const;

export type SpecFile = {
  /** Absolute path on disk. */
  file: string;
  type: string;
  /** The URL to link to. */
  url: string;
  /** Every URL path that serves it: `url` and the docs-relative path. */
  paths: string[];
  /** Keys of `site.specs` that load this file (one file may be declared twice). */
  sources: string[];
};

/**
 * The OpenAPI documents of the site that are files in the docs folder, with the URL each is
 * downloadable at (docs/docs-json.md "The docs folder": every spec file the site loads is served at its
 * path). Like other static files, a spec under `content/` is served without that prefix; the
 * docs-relative path also works. Only loaded specs qualify, so `docs.json` and any other JSON or
 * YAML in the folder are never served by this route.
 */
export function listSpecFiles(site: Pick<Site, 'specs'>): SpecFile[] {
  const out: SpecFile[] = [];
  const seen = new Set<string>();
  const byPath = new Map<string, SpecFile>();
  for (const [key, spec] of site.specs) {
    if (!spec.absPath || spec.file.startsWith('../')) continue;
    const known = byPath.get(spec.absPath);
    if (known) {
      known.sources.push(key);
      continue;
    }
    seen.add(spec.absPath);
    const url = '/' + spec.file.replace(/^content\//, '');
    const entry = { file: spec.absPath, type: SPEC_TYPES[spec.format], url, paths: [...new Set([url, '/' + spec.file])], sources: [key] };
    byPath.set(spec.absPath, entry);
    out.push(entry);
  }
  return out;
}

/** The spec served at `urlPath` (with or without leading `/`, percent-encoded or not), or null. */
export function resolveSpecFile(site: Pick<Site, 'specs'>, urlPath: string): SpecFile | null {
  let wanted: string;
  try {
    wanted = '/' + decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return null;
  }
  return listSpecFiles(site).find((s) => s.paths.includes(wanted)) ?? null;
}
