import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { snippetKind } from './resolve-snippet';

/** The author JavaScript of an MDX file, line-aligned with it, and the names it binds. */
export type CollectedEsm = { code: string; names: Set<string>; inlined: Set<string> };

/**
 * Copies every `import`/`export` block of an MDX tree to its own line (offset by `firstLine - 1`,
 * so esbuild's errors carry the author's line numbers) and records the names it binds. A default
 * import of an `.mdx` file is a snippet Lectern inlines as Markdown, so it is dropped here, as are
 * package imports other than `react`; named imports of `.mdx` files stay (their exports are bundled). ESM that `remarkSnippets` kept from an
 * inlined snippet (`data.lecternFile`) is not copied: that snippet's exports are re-exported whole.
 */
export function collectEsm(tree: Root, firstLine = 1): CollectedEsm {
  const out: string[] = [];
  const names = new Set<string>();
  const inlined = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const from = (node.data as { lecternFile?: string } | undefined)?.lecternFile;
    if (from) {
      inlined.add(from);
      for (const name of boundNames(node, true)) names.add(name);
      return;
    }
    const first = node.position?.start.line ?? out.length + 1;
    const lines = node.value.split('\n');
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const kind = snippetKind(String(statement.source.value));
      // Files are bundled; `react` is provided; other packages are refused by the snippet checks
      // (a placeholder), and dropped here so they do not break the page's other components.
      if (kind === 'jsx' || statement.source.value === 'react') continue;
      const start = (statement.loc?.start.line ?? first) - first;
      const end = (statement.loc?.end.line ?? first) - first;
      for (let l = start; l <= end; l++) lines[l] = '';
      const named = kind === 'mdx' ? statement.specifiers.filter((s) => s.type === 'ImportSpecifier') : [];
      if (named.length > 0) {
        const list = named.map((s) => `${s.imported.type === 'Identifier' ? s.imported.name : JSON.stringify(s.imported.value)} as ${s.local.name}`);
        lines[start] = `import { ${list.join(', ')} } from ${JSON.stringify(statement.source.value)};`;
      }
    }
    for (const name of boundNames(node, false)) names.add(name);
    while (out.length < first + firstLine - 2) out.push('');
    out.push(...lines);
  });
  return { code: out.join('\n'), names, inlined };
}

/** Names an ESM block binds: its exports, and its imports of files (`.mdx` default imports aside). */
function boundNames(node: MdxjsEsm, exportsOnly: boolean): string[] {
  const out: string[] = [];
  const program = node.data?.estree as Program | undefined;
  for (const statement of program?.body ?? []) {
    if (statement.type === 'ImportDeclaration' && !exportsOnly) {
      const kind = snippetKind(String(statement.source.value));
      for (const s of statement.specifiers) if (kind === 'jsx' || (kind === 'mdx' && s.type === 'ImportSpecifier')) out.push(s.local.name);
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const decl = statement.declaration;
    if (decl?.type === 'FunctionDeclaration' && decl.id) out.push(decl.id.name);
    if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) if (d.id.type === 'Identifier') out.push(d.id.name);
  }
  return out;
}
