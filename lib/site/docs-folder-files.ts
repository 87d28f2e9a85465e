import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadDocsIgnore } from '../content/docs-ignore';

/**
 * Files of the docs folder whose name matches `pattern`, relative to the folder and sorted, so
 * every build lists them in the same order. When the docs folder is a code project (it has a
 * package.json, like Lectern's own site), only its `content/` folder is the docs: the project's
 * own sources, tests and fixtures are not the site's. `alsoSkip` names more folders to pass over.
 * Dot files and folders, and whatever `.mintignore` or Mintlify's defaults leave out
 * (lib/content/docs-ignore), are not part of the site, so they are neither served nor scanned.
 */
export function listDocsFolderFiles(docsDir: string, pattern: RegExp, alsoSkip: ReadonlySet<string> = new Set()): string[] {
  const isProject = existsSync(path.join(docsDir, 'package.json'));
  const start = isProject ? path.join(docsDir, 'content') : docsDir;
  if (!existsSync(start)) return [];
  const isIgnored = loadDocsIgnore(docsDir);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || alsoSkip.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const rel = path.relative(docsDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (!isIgnored(`${rel}/`)) walk(full);
      } else if (entry.isFile() && pattern.test(entry.name) && !isIgnored(rel)) found.push(rel);
    }
  };
  walk(start);
  return found.sort();
}
