import type { Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { evaluateLiteral, type Literal } from './literal-value';

/** One `import` in a page: where from, and the names it binds (`default` for a default import). */
export type FoundImport = { source: string; names: { imported: string; local: string }[]; line?: number };

/**
 * The ES imports of an MDX tree. `blockJS` strips them before rendering, so Lectern resolves the
 * ones it supports (MDX snippets) itself and turns the rest into located warnings.
 */
export function findImports(tree: Root): FoundImport[] {
  const out: FoundImport[] = [];
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      out.push({
        source: statement.source.value,
        line: (statement.loc?.start.line ?? node.position?.start.line) || undefined,
        names: statement.specifiers.map((s) => ({
          imported: s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)) : 'default',
          local: s.local.name,
        })),
      });
    }
  });
  return out;
}

/**
 * `export const name = <literal>` declarations of an MDX tree: a snippet's exported values,
 * usable in the importing page as `{name}`.
 */
export function findLiteralExports(tree: Root): Map<string, Literal> {
  const out = new Map<string, Literal>();
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
      for (const decl of statement.declaration.declarations) {
        const value = evaluateLiteral(decl.init);
        if (decl.id.type === 'Identifier' && value !== undefined) out.set(decl.id.name, value);
      }
    }
  });
  return out;
}

/** Names a page defines with `export const X = …` / `export function X`: JavaScript blockJS drops. */
export function findExportedNames(tree: Root): Set<string> {
  const out = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const decl = statement.declaration;
      if (decl?.type === 'FunctionDeclaration' && decl.id) out.add(decl.id.name);
      if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) if (d.id.type === 'Identifier') out.add(d.id.name);
    }
  });
  return out;
}
