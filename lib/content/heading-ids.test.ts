import { describe, expect, it } from 'vitest';
import { checkMdxSyntax } from '../site/check/check-mdx';
import { escapeHeadingIds } from './heading-ids';
import { parseMdx } from './parse-mdx';

describe('custom heading ids: ## Title {#id}', () => {
  it.each([
    ['## Install {#setup}', '## Install \\{#setup\\}'],
    ['### A b c   {#a-b_c.d}  ', '### A b c \\{#a-b_c.d\\}'],
    ['Not a heading {#x}', 'Not a heading {#x}'],
    ['#NoSpace {#x}', '#NoSpace {#x}'],
    ['## Expression {value}', '## Expression {value}'],
  ])('%j → %j', (given, want) => expect(escapeHeadingIds(given)).toBe(want));

  it('leaves fenced code alone', () => {
    const source = '```md\n## In code {#no}\n```\n\n## Out {#yes}';
    expect(escapeHeadingIds(source)).toBe('```md\n## In code {#no}\n```\n\n## Out \\{#yes\\}');
  });

  it('a page with custom ids is valid MDX (it was a syntax error)', async () => {
    expect((await checkMdxSyntax('## Install {#setup}\n\nText.\n', 'p.mdx', 1)).problem).toBeUndefined();
    const tree = parseMdx('## Install {#setup}\n');
    expect(tree?.children[0]).toMatchObject({ type: 'heading' });
  });
});
