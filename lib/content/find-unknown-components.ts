import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { findExportedNames, findImports } from './find-imports';
import { isComponentName, isKnownComponent } from './known-components';
import { parseMdx } from './parse-mdx';

/** An unknown component and the 1-based body line of its first use. */
export type UnknownComponentUse = { name: string; line?: number };

/**
 * Components a page uses that Lectern does not provide, each once, in order of first use. Names
 * the page defines (`export const X`, run as author code) are not unknown; names bound by an
 * `import` are left to the snippet checks, and code fences are never looked into.
 */
export function findUnknownComponents(body: string): string[] {
  return locateUnknownComponents(body).map((u) => u.name);
}

/** Like `findUnknownComponents`, with the line of each first use (for `lectern check`). */
export function locateUnknownComponents(body: string | Root): UnknownComponentUse[] {
  const tree = typeof body === 'string' ? parseMdx(body) : body;
  if (!tree) return [];
  const imported = new Set(findImports(tree).flatMap((i) => i.names.map((n) => n.local)));
  const defined = findExportedNames(tree);
  const seen = new Map<string, UnknownComponentUse>();
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = node.name;
    if (!isComponentName(name) || isKnownComponent(name) || seen.has(name)) return;
    if (imported.has(name.split('.')[0]) || defined.has(name.split('.')[0]) || name === 'Snippet') return;
    seen.set(name, { name, line: node.position?.start.line });
  });
  return [...seen.values()];
}
