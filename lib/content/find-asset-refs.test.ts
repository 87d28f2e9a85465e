import { describe, expect, it } from 'vitest';
import { findAssetRefs } from './find-asset-refs';

describe('findAssetRefs', () => {
  it('finds images and files in Markdown, reference definitions, HTML and MDX props', () => {
    const body = [
      '![Chart](./chart.svg "The chart") and [the report](/files/report.pdf?download=1#p2)',
      '[logo]: /images/logo.png',
      '<img src="/images/a.png" alt="" />',
      '<Card title="x" img="../shared/card.webp" href="/guides/next" />',
      '<video poster={"/media/poster.jpg"} src="/media/clip.mp4" />',
      '<img srcSet="/img/a-1x.png 1x, /img/a-2x.png 2x" />',
    ].join('\n');
    expect(findAssetRefs(body).sort()).toEqual(
      ['../shared/card.webp', './chart.svg', '/files/report.pdf', '/images/a.png', '/images/logo.png', '/img/a-1x.png', '/img/a-2x.png', '/media/clip.mp4', '/media/poster.jpg'].sort(),
    );
  });

  it('skips external URLs, data URIs, page links, code and unknown extensions', () => {
    const body = [
      '![remote](https://cdn.example.com/a.png) ![proto](//cdn.example.com/b.png)',
      '<img src="data:image/png;base64,AAAA" />',
      '[a page](/guides/start) [source](/data/config.json)',
      'Inline `![not](/code.png)` code.',
      '```mdx',
      '![in a fence](/fenced.png)',
      '```',
    ].join('\n');
    expect(findAssetRefs(body)).toEqual([]);
  });
});
