import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders Mintlify never publishes (organize/mintignore.mdx, "Default ignored patterns"); dot
 * folders (.git, .github, .vscode, .cache, …) are skipped by name. A file in one of these is not
 * part of the site, so it is neither served nor included on pages.
 */
const IGNORED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage', 'tmp', 'temp']);

/**
 * Files of the docs folder whose name matches `pattern`, relative to the folder and sorted, so
 * every build lists them in the same order. When the docs folder is a code project (it has a
 * package.json, like Lectern's own site), only its `content/` folder is the docs: the project's
 * own sources, tests and fixtures are not the site's. `alsoSkip` names more folders to pass over.
 */
export function listDocsFolderFiles(docsDir: string, pattern: RegExp, alsoSkip: ReadonlySet<string> = new Set()): string[] {
  const isProject = existsSync(path.join(docsDir, 'package.json'));
  const start = isProject ? path.join(docsDir, 'content') : docsDir;
  if (!existsSync(start)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || IGNORED_DIRS.has(entry.name) || alsoSkip.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && pattern.test(entry.name)) found.push(path.relative(docsDir, full).split(path.sep).join('/'));
    }
  };
  walk(start);
  return found.sort();
}
