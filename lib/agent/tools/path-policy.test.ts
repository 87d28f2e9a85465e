import { describe, expect, it } from 'vitest';
import { secretGate } from './gates';
import { assertReadable, assertWritable, normalizePath, PolicyError } from './path-policy';

const policy = { root: '/ws', docsRoot: 'docs', readContext: ['README.md'] };

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return error instanceof PolicyError ? (error.hard ? 'hard' : 'soft') : 'other';
  }
};

describe('normalizePath', () => {
  it.each([
    ['docs/a.mdx', 'docs/a.mdx'],
    ['./docs//a.mdx', 'docs/a.mdx'],
    ['docs/x/../a.mdx', 'docs/a.mdx'],
    ['docs/', 'docs'],
    ['.', ''],
  ])('%s → %s', (given, want) => expect(normalizePath(given)).toBe(want));

  it.each([
    '../../etc/passwd', '/etc/passwd', 'C:/x', '~/x', 'docs/../../x', 'docs\\a.mdx', 'docs/a\u0000.mdx', 'docs/a\n.mdx',
    '.git/config', 'docs/.git/HEAD', '.GIT/config', '.github/workflows/ci.yml', 'docs/../.env', '.env.local', 'docs/server.pem',
    'docs/id_rsa', 'docs/.npmrc', 'docs/credentials.json', 'docs/tls.key',
  ])('refuses %j hard', (given) => expect(refusal(() => normalizePath(given))).toBe('hard'));

  it.each([[''], [42], [null]])('refuses %j softly', (given) => expect(refusal(() => normalizePath(given))).toBe('soft'));
});

describe('read and write policy', () => {
  it.each([
    ['docs/a.mdx', 'ok'],
    ['README.md', 'ok'],
    ['src/app.ts', 'soft'],
    ['', 'soft'],
  ])('read %s → %s', (rel, want) => expect(refusal(() => assertReadable(rel, policy))).toBe(want));

  it.each([
    ['docs/a.mdx', undefined, 'ok'],
    ['docs/guide/b.md', undefined, 'ok'],
    ['docs/docs.json', '{}', 'ok'],
    ['docs/img/logo.png', 'x', 'ok'],
    ['docs/img/logo.svg', '<svg></svg>', 'ok'],
    ['docs/img/logo.svg', '<svg><script>alert(1)</script></svg>', 'hard'],
    ['docs/img/logo.svg', '<svg onload="x()"></svg>', 'hard'],
    ['docs/api/openapi.yaml', 'openapi: 3.1.0\ninfo: {}\n', 'ok'],
    ['docs/api/openapi.json', '{\n  "openapi": "3.0.0"\n}', 'ok'],
    ['docs/package.json', '{"name":"x"}', 'hard'],
    ['docs/run.sh', 'echo', 'hard'],
    ['README.md', '# x', 'hard'],
    ['src/a.md', '# x', 'hard'],
  ])('write %s → %s', (rel, content, want) => expect(refusal(() => assertWritable(rel, policy, content))).toBe(want));

  it('lets a docs-only repository (docs root ".") write pages but not code or package.json', () => {
    const whole = { ...policy, docsRoot: '.' };
    expect(refusal(() => assertWritable('index.mdx', whole, '# x'))).toBe('ok');
    expect(refusal(() => assertWritable('package.json', whole, '{"name":"x"}'))).toBe('hard');
    expect(refusal(() => assertWritable('lib/x.ts', whole, ''))).toBe('hard');
  });
});

describe('secretGate', () => {
  it.each([
    ['+token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'GitHub token'],
    ['+github_pat_11ABCDEFG0123456789_abcdefghijkl', 'GitHub token'],
    ['+key sk-proj-abcdefghijklmnopqrstuv', 'API secret key'],
    ['+AKIAIOSFODNN7EXAMPLE', 'AWS access key'],
    ['+-----BEGIN RSA PRIVATE KEY-----', 'private key'],
    ['+xoxb-1234567890-abcdef', 'Slack token'],
    [`+lec_${'Z'.repeat(43)}`, 'Lectern API key'],
    ['+Use the ghp_ prefix for tokens.', null],
    ['+nothing to see', null],
  ])('%s → %s', (line, want) => expect(secretGate([line])).toBe(want));
});
