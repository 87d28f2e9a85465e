import { readdirSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['.git', 'node_modules', '.next', '.data']);

/**
 * Regular files under `dir` (relative to `root`), depth first, stopping at `max`. Links are never
 * followed or listed, and tool-irrelevant folders are skipped.
 */
export function walkFiles(root: string, dir: string, max: number): { files: string[]; truncated: boolean } {
  const files: string[] = [];
  const stack = [dir];
  while (stack.length) {
    const rel = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : -1));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !SKIP.has(entry.name) && entry.name !== '.github') stack.push(child);
      else if (entry.isFile()) {
        if (files.length >= max) return { files, truncated: true };
        files.push(child);
      }
    }
  }
  return { files: files.sort(), truncated: false };
}
