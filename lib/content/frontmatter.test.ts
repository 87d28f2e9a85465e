import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

describe('parseFrontmatter', () => {
  it.each([
    ['no frontmatter', '# Hi\n', {}, '# Hi\n', 1],
    ['typed keys and metadata kept', '---\ntitle: Intro\nsidebarTitle: Start\nog:image: x.png\n---\nBody', { title: 'Intro', sidebarTitle: 'Start', 'og:image': 'x.png' }, 'Body', 6],
    ['keywords list', '---\nkeywords: [a, b]\n---\n', { keywords: ['a', 'b'] }, '', 4],
  ])('%s', (_name, source, data, body, bodyLine) => {
    const r = parseFrontmatter(source);
    expect(r.problems).toEqual([]);
    expect(r.data).toEqual(data);
    expect(r.body).toBe(body);
    expect(r.bodyLine).toBe(bodyLine);
  });

  it.each([
    ['wrong type, located', '---\ntitle: Ok\nhidden: "yes"\n---\n', 'frontmatter.hidden', 3, /`hidden` must be boolean, found "yes"/],
    ['bad enum', '---\nmode: sideways\n---\n', 'frontmatter.mode', 2, /`mode` is "sideways"; allowed: "default", "wide"/],
    ['invalid YAML', '---\ntitle: [unclosed\n---\n', 'frontmatter', undefined, /invalid YAML/],
    ['not a mapping', '---\n- a\n- b\n---\n', 'frontmatter', 2, /must be a mapping/],
  ])('%s', (_name, source, path, line, message) => {
    const r = parseFrontmatter(source);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0].path).toBe(path);
    if (line !== undefined) expect(r.problems[0].line).toBe(line);
    expect(r.problems[0].message).toMatch(message);
  });

  it('keeps the valid keys when one key is wrong', () => {
    const r = parseFrontmatter('---\ntitle: Kept\nhidden: 3\n---\n');
    expect(r.data.title).toBe('Kept');
    expect(r.data.hidden).toBeUndefined();
  });
});

describe('parseFrontmatter reads YAML as Mintlify does (front-matter + js-yaml)', () => {
  it.each([
    ['a double-quoted title whose continuation line is not indented', '---\ntitle: "A long title\nthat continues"\ndescription: d\n---\n', { title: 'A long title that continues', description: 'd' }],
    ['a single-quoted description over lines', "---\ndescription: 'First line\nsecond line'\n---\n", { description: 'First line second line' }],
    ['a plain scalar continued on indented lines', '---\ndescription: First line\n  second line\n---\n', { description: 'First line second line' }],
    ['a tab after the colon', '---\ntitle:\tTabbed\n---\n', { title: 'Tabbed' }],
    ['a date becomes its ISO day', '---\ntitle: Dated\nlastUpdatedDate: 2024-05-01\n---\n', { title: 'Dated', lastUpdatedDate: '2024-05-01' }],
    ['a closing fence of three dots', '---\ntitle: Dots\n...\nBody', { title: 'Dots' }],
    ['an anchor reused', '---\ntitle: &t Same\nsidebarTitle: *t\n---\n', { title: 'Same', sidebarTitle: 'Same' }],
  ])('%s', (_name, source, data) => {
    const r = parseFrontmatter(source);
    expect(r.problems).toEqual([]);
    expect(r.data).toEqual(data);
  });

  it.each([
    ['a plain scalar whose continuation is not indented (Mintlify refuses it too)', '---\ntitle: A long\ntitle that continues\n---\n', 3],
    ['a duplicate key (Mintlify refuses it too)', '---\ntitle: A\ntitle: B\n---\n', 3],
    ['tabs as indentation', '---\na:\n\tb: 1\n---\n', 3],
  ])('located error: %s', (_name, source, line) => {
    const r = parseFrontmatter(source);
    expect(r.problems).toEqual([{ path: 'frontmatter', line, message: expect.stringMatching(/^invalid YAML: /) }]);
  });

  it('an alias bomb is refused, not expanded', () => {
    const bomb = ['---', 'a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`), '---', ''].join('\n');
    const r = parseFrontmatter(bomb);
    expect(r.problems[0].message).toMatch(/aliases expand to more than/);
  });
});
