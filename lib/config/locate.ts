import type { PathSegment } from './json-path';
import type { JsonSource } from './json-source';

/** Where part of the logical document came from: the value at `at` is `base` in `file`. */
export type Mount = { at: PathSegment[]; file: string; base: PathSegment[] };

/** Maps a JSON path of the whole (`$ref`-resolved) document to the file and line that wrote it. */
export type Locate = (path: readonly PathSegment[]) => { file: string; line?: number };

const startsWith = (path: readonly PathSegment[], prefix: readonly PathSegment[]) => prefix.every((segment, i) => path[i] === segment);

/**
 * Builds a `Locate` over the files a document was assembled from; the first mount is the root
 * file's (`at` and `base` empty). The deepest mount wins, and among equals the later one,
 * because a `$ref` (or a key written beside it) replaces what its parent file holds there.
 */
export function makeLocate(mounts: readonly Mount[], sources: ReadonlyMap<string, JsonSource>): Locate {
  return (path) => {
    let mount = mounts[0];
    for (const m of mounts) if (startsWith(path, m.at) && m.at.length >= mount.at.length) mount = m;
    const inFile = [...mount.base, ...path.slice(mount.at.length)];
    const source = sources.get(mount.file);
    // A missing key has no line of its own: point at the nearest enclosing value that exists.
    for (let n = inFile.length; source && n >= 0; n--) {
      const line = source.lineOf(inFile.slice(0, n));
      if (line !== undefined) return { file: mount.file, line };
    }
    return { file: mount.file };
  };
}
