import { describe, expect, it } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';

/** The tree's rows, in order, as `folder:name` (with `+` when open) or `file:name`. */
function rows(html: string): string[] {
  return [...html.replaceAll("<!-- -->", "").matchAll(/<details class="tree-folder"( open="")?>.*?<\/svg>([^<]*)<\/summary>|<div class="tree-file tree-row">.*?<\/svg> ?([^<]*)<\/div>/g)].map((m) =>
    m[3] !== undefined ? `file:${m[3]}` : `folder${m[1] ? '+' : ''}:${m[2]}`,
  );
}

describe('remarkTreeList', () => {
  it.each([
    ['<FileTree>\n\n- docs/\n  - index.mdx\n  - guides/\n    - configuration.mdx\n- docs.config.ts\n\n</FileTree>', ['folder+:docs', 'file:index.mdx', 'folder+:guides', 'file:configuration.mdx', 'file:docs.config.ts']],
    // A trailing slash alone makes an (empty, closed) folder; formatting is stripped from names.
    ['<Tree>\n\n- empty/\n- **bold**.md\n- `code`.ts\n\n</Tree>', ['folder:empty', 'file:bold.md', 'file:code.ts']],
    // Nesting alone makes a folder.
    ['<Tree>\n\n- src\n  - main.rs\n\n</Tree>', ['folder+:src', 'file:main.rs']],
  ])('%j', async (source, want) => {
    const html = await renderMdxToHtml(source);
    expect(html).not.toContain('<ul');
    expect(rows(html)).toEqual(want);
  });

  it('leaves lists outside a tree alone', async () => {
    expect(await renderMdxToHtml('- a/\n  - b')).toContain('<ul>');
  });
});
