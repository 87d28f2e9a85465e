import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';

/**
 * What Mintlify leaves out without being told (organize/mintignore.mdx, "Default ignored
 * patterns"). Dot folders (.git, .github, .vscode, .cache, …) are skipped by name everywhere already.
 */
const DEFAULT_PATTERNS = ['node_modules/', 'build/', 'dist/', 'coverage/', 'tmp/', 'temp/', 'README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md'];

/** Whether a docs-folder path (relative, `/`-separated; a folder ends in `/`) is left out of the site. */
export type IsIgnored = (rel: string) => boolean;

const cache = new Map<string, { mtimeMs: number; isIgnored: IsIgnored }>();

/**
 * The `.mintignore` rules of a docs folder (organize/mintignore.mdx): gitignore syntax, read by the
 * `ignore` package (the rules git itself documents: negation, `**`, anchoring, folder-only
 * patterns), plus Mintlify's defaults. A matching file is not part of the site at all: not a page,
 * not served, not scanned for CSS, JS or snippets. Case-sensitive, as git is on Linux, where
 * these sites are built. Cached per folder until the file changes, so every reader shares one parse.
 */
export function loadDocsIgnore(folder: string): IsIgnored {
  const docsDir = path.resolve(folder);
  const file = path.join(docsDir, '.mintignore');
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    // No .mintignore: the defaults alone.
  }
  const cached = cache.get(docsDir);
  if (cached && cached.mtimeMs === mtimeMs) return cached.isIgnored;
  const rules = ignore({ ignorecase: false }).add(DEFAULT_PATTERNS);
  if (mtimeMs >= 0) rules.add(readFileSync(file, 'utf8'));
  const isIgnored: IsIgnored = (rel) => {
    const clean = rel.replace(/^\/+/, '');
    // `ignore` refuses paths it cannot judge (empty, `..`): those are never the folder's files anyway.
    return clean !== '' && !clean.split('/').includes('..') && rules.ignores(clean);
  };
  cache.set(docsDir, { mtimeMs, isIgnored });
  return isIgnored;
}
