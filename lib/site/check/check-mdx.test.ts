import { describe, expect, it } from 'vitest';
import { checkMdxSyntax } from './check-mdx';

describe('checkMdxSyntax (one parse per page)', () => {
  it('gives the tree of a page that compiles, as written (the compile runs on a copy)', async () => {
    const result = await checkMdxSyntax('<Note>Hi</Note>\n\n- a\n', 'p.mdx', 4);
    if (result.problem) throw new Error(result.problem.message);
    // The compile unravels a paragraph holding only JSX into a JSX element; the tree given back is as parsed.
    expect(result.tree.children.map((n) => n.type)).toEqual(['paragraph', 'list']);
  });

  it('locates a parse error on the file line (the frontmatter above the body counts)', async () => {
    const result = await checkMdxSyntax('Text\n\n<div>\n', 'p.mdx', 4);
    expect(result.problem).toMatchObject({ severity: 'error', file: 'p.mdx', line: 6 });
    expect(result.problem?.message).toMatch(/^MDX syntax error: Expected a closing tag for `<div>`/);
  });

  it('reports what only the compile after the parse finds: two default exports', async () => {
    const result = await checkMdxSyntax('export default 1\n\nexport default 2\n', 'p.mdx', 1);
    expect(result.problem?.message).toBe('MDX syntax error: Unexpected duplicate layout, expected a single layout (previous: 1:1-1:17)');
    expect(result.problem?.line).toBe(3);
  });
});
