import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Viewer } from '../../auth/viewer';
import { prLinkToken } from '../providers/repo/pr-link-token';
import { seedLocalPr } from '../../../test/agent/seed-local-pr';
import { useTempRuntime } from '../../../test/agent/fixtures';
import { canReadPullRequest, loadPullRequestViewFor } from './pull-request-view';

const env = useTempRuntime({ LECTERN_EDITOR_GROUPS: 'editors,leads' });
let token: string;
const editor: Viewer = { signedIn: true, groups: ['readers', 'leads'] };
const reader: Viewer = { signedIn: true, groups: ['readers'] };

beforeAll(async () => {
  const pr = await seedLocalPr(env.rt(), env.dir, 'acme', {
    title: 'docs: Add a secret plan',
    body: 'Prompt: publish the plan',
    page: 'plan',
    content: '# The plan\n',
  });
  expect(pr.number).toBe(1);
  token = new URL(pr.url).searchParams.get('token')!;
});
afterAll(() => env.cleanup());

describe('canReadPullRequest', () => {
  it.each([
    ['the signed-out reader without a token', ANONYMOUS, false, false],
    ['the signed-out reader with the token', ANONYMOUS, true, true],
    ['a reader outside the editors groups', reader, false, false],
    ['a reader outside the editors groups, with the token', reader, true, true],
    ['an editor without a token', editor, false, true],
  ])('%s → %s', (_, viewer, tokenMatches, want) => {
    expect(canReadPullRequest(viewer, tokenMatches, ['editors', 'leads'])).toBe(want);
  });
});

describe('loadPullRequestViewFor', () => {
  it('gives the link from the provider (its prLink) the page with the diff', async () => {
    expect(token).toBe(prLinkToken(env.rt().env, 'acme', 1));
    const view = await loadPullRequestViewFor('acme', '1', { viewer: ANONYMOUS, token });
    expect(view).toMatchObject({ number: 1, title: 'docs: Add a secret plan', body: 'Prompt: publish the plan' });
    expect(view!.files[0]).toMatchObject({ path: 'docs/plan.mdx' });
    expect(view!.files[0].lines).toContainEqual({ kind: 'add', text: '+# The plan' });
  });

  it('gives an editor the page without a token', async () => {
    expect(await loadPullRequestViewFor('acme', '1', { viewer: editor, token: undefined })).toMatchObject({ number: 1 });
  });

  it.each([
    ['the signed-out reader without a token', ANONYMOUS, undefined],
    ['a wrong token', ANONYMOUS, 'A'.repeat(43)],
    ['the token of another pull request', ANONYMOUS, 'from #2'],
    ['a reader outside the editors groups', reader, undefined],
  ])('refuses %s exactly like a missing pull request (null)', async (_, viewer, given) => {
    const other = given === 'from #2' ? prLinkToken(env.rt().env, 'acme', 2) : given;
    expect(await loadPullRequestViewFor('acme', '1', { viewer, token: other })).toBeNull();
  });

  it.each([
    ['a number that does not exist, with its valid token', 'acme', '999'],
    ['a project that does not exist, with its valid token', 'nope', '1'],
  ])('answers null for %s', async (_, projectId, number) => {
    expect(
      await loadPullRequestViewFor(projectId, number, { viewer: ANONYMOUS, token: prLinkToken(env.rt().env, projectId, Number(number)) }),
    ).toBeNull();
  });

  it.each(['01', '1e0', '1.0', '0', '-1', ' 1', '1 ', '0x1', '9999999999', ''])(
    'answers null for the number %j, even for an editor',
    async (number) => {
      expect(await loadPullRequestViewFor('acme', number, { viewer: editor, token: undefined })).toBeNull();
    },
  );
});
