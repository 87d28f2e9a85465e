import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Problem } from '../../config/types';
import { applyVariables } from '../../content/apply-variables';
import { AUTHOR_COMPONENT_NAMES, type IslandSpec } from '../../content/author-scope';
import { parseMdx } from '../../content/parse-mdx';
import { remarkAuthorIslands, type AuthorSink } from '../../content/remark-author-islands';
import { remarkSnippets } from '../../content/remark-snippets';
import { renderAuthorCheck } from '../../content/render-author-check';

const EMPTY: Root = { type: 'root', children: [] };

/**
 * The author JavaScript of one MDX page, checked before the build: code that does not compile
 * (esbuild's message, at its file and line) and components or expressions that throw when
 * rendered (at the line that uses them). Warnings, not errors: the page still builds and shows a
 * contained error box in that place, as a broken component must not take a whole site down.
 * `parsed`, the tree of `body` as written (parseMdx), spares a parse where the variables leave the
 * body unchanged; this check changes it (snippets are inlined into it).
 */
export async function checkAuthorCode(
  body: string,
  file: string,
  bodyLine: number,
  docsDir: string,
  variables?: Record<string, string>,
  parsed?: Root,
): Promise<Problem[]> {
  // docs.json variables first, as the page render does: `{{name}}` is not an expression.
  const source = applyVariables(body, variables);
  const tree = parsed && source === body ? parsed : parseMdx(source);
  if (!tree) return [];
  const parse = (text: string) => parseMdx(text) ?? EMPTY;
  remarkSnippets.call({ parse }, { docsDir, file, variables })(tree);
  const sink: AuthorSink = {};
  await remarkAuthorIslands({ docsDir, file, bodyLine, sink })(tree);
  if (!sink.module) return [];
  if (sink.module.error) {
    const { error } = sink.module;
    return [
      {
        severity: 'warning',
        file: error.file,
        path: '',
        line: error.line,
        message: `JavaScript could not be compiled: ${error.message} (the components of ${file} show an error box)`,
      },
    ];
  }
  const missing: Problem[] = sink.module.missing.map((m) => ({
    severity: 'warning',
    file: m.file,
    path: '',
    line: m.line,
    message: `${m.message}: the components it should provide show an error box`,
  }));
  const specs: IslandSpec[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'AuthorIsland') {
      const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'spec');
      if (attr && typeof attr.value === 'string') specs.push(JSON.parse(attr.value) as IslandSpec);
    }
  });
  // A component from a missing file is undefined: the missing file is the one warning to give.
  const failures = renderAuthorCheck(sink.module.code, specs, [...AUTHOR_COMPONENT_NAMES]).filter(
    (f) => missing.length === 0 || !/ is not defined$/.test(f.message),
  );
  return [
    ...missing,
    ...failures.map(({ spec, message }): Problem => {
      const line = Number(/:(\d+)$/.exec(spec.at)?.[1]);
      return {
        severity: 'warning',
        file,
        path: '',
        line: Number.isFinite(line) ? line : undefined,
        message: `${spec.label} throws when rendered: ${message}`,
      };
    }),
  ];
}
