import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssetRefs } from './find-asset-refs';
import { parseFrontmatter } from './frontmatter';

let docsDir: string;
beforeAll(() => {
  docsDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-asset-refs-'));
  mkdirSync(path.join(docsDir, 'snippets'));
  writeFileSync(path.join(docsDir, 'snippets/outer.mdx'), "import Inner from './inner.mdx'\n\n![outer](/snip/outer.png)\n\n<Inner name=\"{{name}}\" />\n");
  writeFileSync(path.join(docsDir, 'snippets/inner.mdx'), '<img src="/snip/{{name}}.png" />\n');
  writeFileSync(path.join(docsDir, 'snippets/named.mdx'), "export const caption = 'A caption'\n\n![named](/snip/named-only.png)\n");
  writeFileSync(path.join(docsDir, 'snippets/broken.mdx'), '<div>\n');
});
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

const refs = (body: string, variables?: Record<string, string>) =>
  findAssetRefs(parseFrontmatter(body), { docsDir, file: 'guide/page.mdx', variables }).sort();

describe('findAssetRefs: every form that loads a file', () => {
  const cases: [string, string, string[]][] = [
    ['Markdown image with a title', '![Chart](./chart.svg "The chart")', ['./chart.svg']],
    ['link to a file, query and hash dropped', '[the report](/files/report.pdf?download=1#p2)', ['/files/report.pdf']],
    ['reference-style image and its definition', '![a][ref]\n\n[ref]: /images/ref.png', ['/images/ref.png']],
    ['<img src>', '<img src="/images/a.png" alt="" />', ['/images/a.png']],
    ['<object data>', '<object data="/files/o.svg" type="image/svg+xml" />', ['/files/o.svg']],
    ['<embed src>', '<embed src="/files/e.pdf" />', ['/files/e.pdf']],
    ['<source src> and <track src> in a video with a poster', '<video poster="/m/p.jpg">\n  <source src="/m/c.webm" />\n  <track src="/m/t.txt" />\n</video>', ['/m/c.webm', '/m/p.jpg', '/m/t.txt']],
    ['<source srcset>: every candidate', '<picture><source srcset="/p/a.webp 1x, /p/b.webp 2x" /></picture>', ['/p/a.webp', '/p/b.webp']],
    ['<img srcset> over several lines, width descriptors', '<img\n  srcset="/i/s.png 480w,\n    /i/l.png 960w"\n/>', ['/i/l.png', '/i/s.png']],
    ['<iframe src>', '<iframe src="/f/notes.txt" />', ['/f/notes.txt']],
    ['<audio src>', '<audio src="/a/clip.mp3" controls />', ['/a/clip.mp3']],
    ['<input type=image src>', '<input type="image" src="/b/send.png" />', ['/b/send.png']],
    ['attribute names in any case (HTML lowercases them)', '<img SRC="/c/upper.png" />', ['/c/upper.png']],
    ['component props, literal expressions included', '<Card img={"../shared/card.webp"} href="/guides/next" />\n<Frame caption="x"><img src={`/t/tpl.png`} /></Frame>', ['../shared/card.webp', '/t/tpl.png']],
    ['url() in a style, object or string', '<div style={{ backgroundImage: "url(\'/bg/a.jpg\')" }} />\n<span style="background: url(/bg/b.gif)" />', ['/bg/a.jpg', '/bg/b.gif']],
    ['the route that serves files, named directly', '<img src="/docs-files/images/direct.png" />', ['/docs-files/images/direct.png']],
    ['files named in frontmatter', '---\ntitle: T\nicon: /icons/page.svg\nog:image: /og/page.png\n---\n\nText.', ['/icons/page.svg', '/og/page.png']],
    ['docs.json variables applied first', '<img src="/{{dir}}/v.png" />', ['/vars/v.png']],
    ['snippets inlined, nested, with their props', "import Outer from '/snippets/outer.mdx'\n\n<Outer name=\"from-prop\" />", ['/snip/from-prop.png', '/snip/outer.png']],
    ['legacy <Snippet file>', '<Snippet file="outer.mdx" name="legacy" />', ['/snip/legacy.png', '/snip/outer.png']],
  ];
  it.each(cases)('%s', (_name, body, want) => {
    expect(refs(body, { dir: 'vars' })).toEqual([...want].sort());
  });
});

describe('findAssetRefs: what is not a file of the page', () => {
  const cases: [string, string][] = [
    ['external URLs, protocol-relative URLs and data: URIs', '![r](https://cdn.example.com/a.png) ![p](//cdn.example.com/b.png) <img src="data:image/png;base64,AAAA" />'],
    ['page links and data files a page links', '[a page](/guides/start) [source](/data/config.json)'],
    ['code spans and fenced code', 'Inline `![not](/code.png)` code.\n\n```mdx\n![in a fence](/fenced.png)\n<img src="/fenced.png" />\n```'],
    ['a snippet imported only for its values', "import { caption } from '/snippets/named.mdx'\n\n{caption}"],
    ['attribute values that are not paths', '<Card title="see /x.png for details" />'],
  ];
  it.each(cases)('%s', (_name, body) => {
    expect(refs(body)).toEqual([]);
  });

  it('reads every path-like word of a body that does not parse (it still names them for its readers)', () => {
    expect(refs('<div>\n\n![kept](/broken/a.png) and <img src="/broken/b.png"')).toEqual(['/broken/a.png', '/broken/b.png']);
    expect(refs("import Broken from '/snippets/broken.mdx'\n\n<Broken />\n\n![kept](/broken/c.png)")).toEqual(['/broken/c.png']);
  });
});
