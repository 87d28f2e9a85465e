import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderMdxToHtml } from '@/components/mdx/test-utils';
import { checkAuthorCode } from '../site/check/check-author-code';

/**
 * Author JavaScript is trusted like site code in the reader's browser, but it must never reach
 * the server's secrets: the page render never evaluates it, and `lectern check` renders it in a
 * sandbox that holds nothing of the host. Each attack below is code a docs repository (or an
 * agent editing it) could commit.
 */
const SECRET = 'lectern-test-secret-7f3a';
let docsDir: string;

beforeAll(() => {
  process.env.LECTERN_TEST_SECRET = SECRET;
  docsDir = mkdtempSync(path.join(tmpdir(), 'lectern-author-'));
});
afterAll(() => {
  delete process.env.LECTERN_TEST_SECRET;
});

const ESCAPES: [string, string][] = [
  ['process.env', 'process.env.LECTERN_TEST_SECRET'],
  ['globalThis.process', 'globalThis.process.env.LECTERN_TEST_SECRET'],
  ['the Function constructor of a built-in', "useState.constructor('return process')().env.LECTERN_TEST_SECRET"],
  ['the Function constructor of React', "React.constructor.constructor('return process')().env.LECTERN_TEST_SECRET"],
  ['require', "require(['node', 'fs'].join(':')).readFileSync('/etc/hostname', 'utf8')"],
  ['eval', "eval('process').env.LECTERN_TEST_SECRET"],
];

describe('author code never runs with the server', () => {
  test.each(ESCAPES)('the page render does not evaluate %s', async (_, expression) => {
    const html = await renderMdxToHtml(`export const Leak = () => <span>{${expression}}</span>;\n\n<Leak />\n\nText {${expression}}.`, { docsDir, file: 'leak.mdx' });
    expect(html).toContain('data-island="&lt;Leak&gt;"');
    expect(html).not.toContain(SECRET);
  });

  test.each(ESCAPES)('lectern check renders it in a sandbox where %s is out of reach', async (_, expression) => {
    const file = 'leak.mdx';
    writeFileSync(path.join(docsDir, file), '');
    const problems = await checkAuthorCode(`export const Leak = () => <span>{String(${expression})}</span>;\n\n<Leak />`, file, 1, docsDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'warning', file, line: 3 });
    expect(problems[0].message).toMatch(/^<Leak> throws when rendered: /);
    expect(problems[0].message).not.toContain(SECRET);
  });

  test.each([['a relative path', '../../../../../../etc/passwd'], ['a root path', '/../../../../../etc/passwd']])('an import by %s that leaves the docs folder is refused, not bundled', async (_, source) => {
    const problems = await checkAuthorCode(`import { X } from '${source}';\n\n<X />`, 'leak.mdx', 1, docsDir);
    expect(problems).toEqual([expect.objectContaining({ severity: 'warning', file: 'leak.mdx', line: 1, message: expect.stringContaining('leaves the docs folder') })]);
  });

  test('an endless component is stopped by the time limit, not left to hang the check', async () => {
    const problems = await checkAuthorCode('export const Spin = () => { for (;;) {} };\n\n<Spin />', 'spin.mdx', 1, docsDir);
    expect(problems.map((p) => p.message)).toEqual(['<Spin> throws when rendered: did not finish rendering within 5 s']);
  }, 20_000);
});
