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
