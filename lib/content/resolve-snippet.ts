import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadDocsIgnore } from './docs-ignore';

/** Where a page lives: the docs folder, and the page file relative to it (for `./x.mdx` imports). */
export type SnippetContext = { docsDir: string; file?: string };

export type SnippetKind = 'mdx' | 'jsx' | 'package';

/** What an import source names: an MDX snippet Lectern inlines, a JSX one it cannot run, or a package. */
export function snippetKind(source: string): SnippetKind {
  if (!source.startsWith('/') && !source.startsWith('.')) return 'package';
  return /\.(jsx|tsx|js|ts|mjs)$/i.test(source) ? 'jsx' : 'mdx';
}

/**
 * The file an import source names, or `null` when there is none. `/snippets/x.mdx` resolves against
 * the docs folder and then its `content/` folder (the layout of Lectern's own site); `./x.mdx`
 * against the page's folder. A missing `.mdx` extension is tolerated. Paths never leave the folder,
 * and a file `.mintignore` leaves out is not there.
 */
export function resolveSnippet(source: string, context: SnippetContext): string | null {
  const root = path.resolve(context.docsDir);
  const isIgnored = loadDocsIgnore(root);
  const bases = source.startsWith('.')
    ? [path.dirname(path.join(root, context.file ?? 'index.mdx'))]
    : [root, path.join(root, 'content')];
  for (const base of bases) {
    const full = path.resolve(base, source.startsWith('/') ? `.${source}` : source);
    if (full !== root && !full.startsWith(root + path.sep)) continue;
    for (const candidate of [full, `${full}.mdx`, `${full}.md`]) {
      if (isIgnored(path.relative(root, candidate).split(path.sep).join('/'))) continue;
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
  }
  return null;
}

/** The file a legacy `<Snippet file="x.mdx" />` names: `snippets/x.mdx`, then `_snippets/x.mdx`. */
export function resolveLegacySnippet(file: string, context: SnippetContext): string | null {
  const clean = file.replace(/^\/+/, '').replace(/^_?snippets\//, '');
  return resolveSnippet(`/snippets/${clean}`, context) ?? resolveSnippet(`/_snippets/${clean}`, context);
}

/** A resolved file as an author writes it in an import: `/snippets/x.mdx`. */
export function toDocsPath(file: string, context: SnippetContext): string {
  return `/${path.relative(path.resolve(context.docsDir), file).split(path.sep).join('/')}`;
}
