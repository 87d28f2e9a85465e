import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A server directory and the placeholder shown instead of it. */
export type ServerRoot = { dir: string; label: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the server's own directories in text a client will read (a job's error, its
 * repository) with placeholders such as `<data>`: an absolute path tells an attacker where the
 * data lives and who runs the server (docs/agent-api.md "Security"). Longer roots go first, so a workspace
 * inside the data directory keeps its more useful tail; both plain and `file://` spellings go.
 * A root only matches as a whole path prefix, and `/` alone is never a root.
 */
export function redactServerPaths(text: string, roots: ServerRoot[]): string {
  const usable = roots
    .map((r) => ({ dir: path.resolve(r.dir).replace(/\/+$/, ''), label: r.label }))
    .filter((r) => r.dir.length > 1)
    .sort((a, b) => b.dir.length - a.dir.length);
  let out = text;
  for (const { dir, label } of usable) {
    for (const spelling of new Set([dir, pathToFileURL(dir).pathname])) {
      out = out.replace(new RegExp(`${escape(spelling)}(?=$|[/\\s'"\`:;,)\\]])`, 'g'), label);
    }
  }
  return out;
}

/** The directories of this server a job's text must not show: data, served docs, a local project's source, temp. */
export function serverRoots(a: { dataDir: string; docsDir?: string; projectSource?: string }): ServerRoot[] {
  const roots: ServerRoot[] = [
    { dir: a.dataDir, label: '<data>' },
    { dir: os.tmpdir(), label: '<tmp>' },
  ];
  if (a.docsDir) roots.push({ dir: a.docsDir, label: '<docs>' });
  if (a.projectSource && path.isAbsolute(a.projectSource)) roots.push({ dir: a.projectSource, label: '<repository>' });
  return roots;
}
