import { describe, expect, it } from 'vitest';
import { parseCheckpoint } from './checkpoint';

const prepared = { headSha: 'a1', expected: null };
const agentDone = { summary: 'Fix', changedPaths: ['docs/a.mdx'], addedLines: ['+x'] };
const worked = { branch: 'docs-agent/job_1', prepared, agentDone };

describe('parseCheckpoint', () => {
  // Rows saved before checkpoints named their step carry only the fields (issue 17 leftovers).
  it.each([
    ['nothing stored yet', '', 'start'],
    ['an empty object', '{}', 'start'],
    ['a conflict retry', '{"conflictRetries":1}', 'start'],
    ['a prepared workspace', JSON.stringify({ branch: 'b', prepared }), 'prepared'],
    ['the loop done', JSON.stringify(worked), 'agentDone'],
    ['a commit', JSON.stringify({ ...worked, committed: { commitSha: 'c1' } }), 'committed'],
    ['a push', JSON.stringify({ ...worked, committed: { commitSha: 'c1' }, pushed: { remoteSha: 'c1' } }), 'pushed'],
    [
      'a pull request',
      JSON.stringify({ ...worked, committed: { commitSha: 'c1' }, pushed: { remoteSha: 'c1' }, prEnsured: { number: 1, url: 'u' } }),
      'prEnsured',
    ],
  ])('reads %s (%s) as its step %s', (_what, json, step) => {
    expect(parseCheckpoint(json).step).toBe(step);
  });

  it('keeps a stored step and every field', () => {
    const stored = { step: 'committed', ...worked, committed: { commitSha: 'c1' }, conflictRetries: 1 };
    expect(parseCheckpoint(JSON.stringify(stored))).toEqual(stored);
  });
});
