import { describe, expect, it } from 'vitest';
import { assertReadable, assertWritable, normalizePath, PolicyError } from './path-policy';

const policy = { root: '/ws', docsRoot: 'docs', readContext: ['README.md'] };
const named = () => ({ refs: new Set<string>(), specs: new Set(['api/openapi.yaml', 'api/openapi.json']) });

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
    '../../etc/passwd',
    '/etc/passwd',
    'C:/x',
    '~/x',
    'docs/../../x',
    'docs\\a.mdx',
    'docs/a\u0000.mdx',
    'docs/a\n.mdx',
    '.git/config',
    'docs/.git/HEAD',
    '.GIT/config',
    '.github/workflows/ci.yml',
    'docs/../.env',
    '.env.local',
    'docs/server.pem',
    'docs/id_rsa',
    'docs/.npmrc',
    'docs/credentials.json',
    'docs/tls.key',
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

  // What a docs site is made of is tabled in docs-files.security.test.ts; these rows pin the
  // wiring: the docs root, soft refusals for what is not docs, hard ones for scripted SVG.
  it.each([
    ['docs/a.mdx', undefined, 'ok'],
    ['docs/guide/b.md', undefined, 'ok'],
    ['docs/docs.json', '{}', 'ok'],
    ['docs/img/logo.png', 'x', 'ok'],
    ['docs/img/logo.svg', '<svg></svg>', 'ok'],
    ['docs/img/logo.svg', '<svg><script>alert(1)</script></svg>', 'hard'],
    ['docs/img/logo.svg', '<svg onload="x()"></svg>', 'hard'],
    ['docs/img/logo.svg', '<svg><a href="javascript:x()"/></svg>', 'hard'],
    ['docs/api/openapi.yaml', 'openapi: 3.1.0\ninfo: {}\n', 'ok'],
    ['docs/api/openapi.json', '{\n  "openapi": "3.0.0"\n}', 'ok'],
    ['docs/api/other.yaml', 'openapi: 3.1.0\ninfo: {}\n', 'soft'],
    ['docs/package.json', '{"name":"x"}', 'soft'],
    ['docs/run.sh', 'echo', 'soft'],
    ['docs', undefined, 'soft'],
    ['README.md', '# x', 'soft'],
    ['src/a.md', '# x', 'soft'],
  ])('write %s → %s', (rel, content, want) => expect(refusal(() => assertWritable(rel, policy, named, content))).toBe(want));

  it('tells the model what the docs site is made of', () => {
    expect(() => assertWritable('docs/package.json', policy, named, '{}')).toThrow(
      'docs/package.json is not part of the docs site: the agent may write pages (.md, .mdx), docs.json, snippets, images and media, and the OpenAPI files docs.json names',
    );
  });

  it('lets a docs-only repository (docs root ".") write pages but not code or package.json', () => {
    const whole = { ...policy, docsRoot: '.' };
    expect(refusal(() => assertWritable('index.mdx', whole, named, '# x'))).toBe('ok');
    expect(refusal(() => assertWritable('package.json', whole, named, '{"name":"x"}'))).toBe('soft');
    expect(refusal(() => assertWritable('lib/x.ts', whole, named, ''))).toBe('soft');
  });
});
