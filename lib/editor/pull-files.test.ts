import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocalPr } from '../../test/agent/seed-local-pr';
import { useTempRuntime } from '../../test/agent/fixtures';
import { loadPullRequestView } from '../agent/service/pull-request-view';
import { buildReviewFile, loadHeadPage, loadPullFiles, type PullSides } from './pull-files';

/**
 * Issue 15 item 4: the review page's per-file diff, computed with jsdiff from the old text (the
 * commit the pull request was opened on) and the new text (its head branch) of a real `local`
 * pull request.
 */
const env = useTempRuntime();
let sides: PullSides;

beforeAll(async () => {
  await seedLocalPr(env.rt(), path.join(env.dir, 'src'), 'acme', {
    title: 'docs: Add the FAQ',
    body: 'Prompt: add an FAQ.',
    page: 'faq',
    content: '# FAQ\n\nIs it free? Yes.\n',
  });
  const view = (await loadPullRequestView('acme', 1))!;
  sides = { projectId: 'acme', baseSha: view.baseSha, head: view.head };
});
afterAll(() => env.cleanup());

describe('loadPullFiles', () => {
  it('lists the added page with its new lines', async () => {
    const { files, truncated } = await loadPullFiles(sides);
    expect(truncated).toBe(false);
    expect(files).toEqual([
      {
        path: 'docs/faq.mdx',
        status: 'added',
        previewable: true,
        lines: [
          { kind: 'hunk', text: '@@ -0,0 +1,3 @@' },
          { kind: 'add', text: '+# FAQ' },
          { kind: 'add', text: '+' },
          { kind: 'add', text: '+Is it free? Yes.' },
        ],
      },
    ]);
  });

  it('reads a changed page at the head for the preview, and nothing that the pull request does not change', async () => {
    expect(await loadHeadPage(sides, 'docs/faq.mdx')).toBe('# FAQ\n\nIs it free? Yes.\n');
    expect(await loadHeadPage(sides, 'docs.json')).toBeUndefined();
    expect(await loadHeadPage(sides, '../../etc/passwd')).toBeUndefined();
  });
});

describe('buildReviewFile', () => {
  it.each([
    ['a changed line among context', 'a\nb\nc\n', 'a\nB\nc\n', ['@@ -1,3 +1,3 @@', ' a', '-b', '+B', ' c']],
    [
      'a docs.json key added',
      '{\n  "name": "x"\n}\n',
      '{\n  "name": "x",\n  "editors": { "groups": ["docs"] }\n}\n',
      ['@@ -1,3 +1,4 @@', ' {', '-  "name": "x"', '+  "name": "x",', '+  "editors": { "groups": ["docs"] }', ' }'],
    ],
    ['no final newline', 'a', 'b', ['@@ -1,1 +1,1 @@', '-a', '+b']],
  ])('%s', (_, before, after, want) => {
    expect(buildReviewFile('f.mdx', 'modified', before, after).lines.map((l) => l.text)).toEqual(want);
  });

  it('shows no lines of a binary file and keeps a deleted page out of the preview', () => {
    expect(buildReviewFile('logo.png', 'modified', 'a\0b', 'c\0d')).toMatchObject({ lines: [], note: 'Binary file.', previewable: false });
    expect(buildReviewFile('old.mdx', 'deleted', '# Old\n', undefined)).toMatchObject({ previewable: false });
  });
});
