import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCodeSamples, resolveLanguage } from './code-samples';
import { toSampleRequest } from './example-values';
import { loadSpec } from './load';
import { buildEndpointModel } from './page-model';
import type { EndpointModel } from './page-model-types';
import type { LoadedSpec } from './types';

let shop: LoadedSpec;
beforeAll(async () => {
  const result = await loadSpec('shop.yaml', path.resolve(__dirname, '../../test/fixtures/openapi'));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  shop = result.spec;
});
const model = (method: string, p: string) => buildEndpointModel(shop, method, p) as EndpointModel;

describe('resolveLanguage aliases', () => {
  it.each([
    ['bash', 'curl'],
    ['sh', 'curl'],
    ['curl', 'curl'],
    ['js', 'javascript'],
    ['ts', 'typescript'],
    ['py', 'python'],
    ['node', 'node'],
    ['go', 'go'],
    ['ruby', 'ruby'],
    ['php', 'php'],
    ['java', 'java'],
    ['csharp', 'csharp'],
    ['C#', 'csharp'],
    ['rust', 'rust'],
    ['swift', 'swift'],
    ['kotlin', 'kotlin'],
    ['powershell', 'powershell'],
    ['dart', 'dart'],
  ])('%s → %s', (name, id) => expect(resolveLanguage(name)?.id).toBe(id));
  it('unknown languages resolve to nothing', () => expect(resolveLanguage('cobol')).toBeUndefined());
});

describe('buildCodeSamples', () => {
  it('generates every configured language in order, each producing code', () => {
    const languages = [
      'bash',
      'js',
      'ts',
      'py',
      'node',
      'go',
      'ruby',
      'php',
      'java',
      'csharp',
      'rust',
      'swift',
      'kotlin',
      'powershell',
      'dart',
    ];
    const samples = buildCodeSamples(model('GET', '/users'), { languages });
    expect(samples.map((s) => s.id)).toEqual([
      'curl',
      'javascript',
      'typescript',
      'python',
      'node',
      'go',
      'ruby',
      'php',
      'java',
      'csharp',
      'rust',
      'swift',
      'kotlin',
      'powershell',
      'dart',
    ]);
    for (const s of samples) expect(s.source).toContain('api.shop.test/v2/users');
  });

  it('curl holds server, query, header, cookie and auth from the page model', () => {
    const [curl] = buildCodeSamples(model('GET', '/users'), { languages: ['curl'] });
    expect(curl.source).toBe(
      "curl 'https://api.shop.test/v2/users?limit=10' \\\n  --header 'X-Request-Id: <string>' \\\n  --header 'Authorization: Bearer <token>' \\\n  --cookie 'session=%3Cstring%3E'",
    );
  });

  it('a path parameter without an example stays a template in the URL ({orderId}), never an encoded placeholder', () => {
    const [curl] = buildCodeSamples(model('GET', '/orders/{orderId}/items/{itemId}'), { languages: ['curl'] });
    expect(curl.source).toContain('/orders/{orderId}/items/{itemId}');
    expect(curl.source).not.toContain('%3C');
  });

  it('an optional query parameter without an example is left out of the URL; a required one keeps its placeholder', () => {
    const users = model('GET', '/users');
    const limit = users.parameters.query[0];
    const bare = { ...limit, examples: [], schema: limit.schema && { anchor: limit.schema.anchor, type: 'string' } };
    const request = toSampleRequest({
      ...users,
      parameters: {
        ...users.parameters,
        query: [
          { ...bare, name: 'q', required: false },
          { ...bare, name: 'must', required: true },
        ],
      },
    });
    expect(request.query).toEqual({ must: '<string>' });
  });

  it('defaults: required keeps only required parameters and body fields', () => {
    const [all] = buildCodeSamples(model('GET', '/users'), { languages: ['curl'], defaults: 'required' });
    expect(all.source).toBe("curl https://api.shop.test/v2/users \\\n  --header 'Authorization: Bearer <token>'");
    const post = buildCodeSamples(model('POST', '/users'), { languages: ['curl'], defaults: 'required' }).find((s) => s.generated)!;
    expect(post.source).toContain('"name"');
    expect(post.source).not.toContain('"email"');
    expect(post.source).toContain("--header 'X-API-Key: test-key'");
  });

  it('x-codeSamples come first; autogenerate: false keeps only them', () => {
    const samples = buildCodeSamples(model('POST', '/users'), { languages: ['python'] });
    expect(samples.map((s) => [s.label, s.generated])).toEqual([
      ['CLI', false],
      ['Python', true],
    ]);
    expect(samples[0]).toMatchObject({ lang: 'bash', source: 'shop users create --name Ada' });
    expect(buildCodeSamples(model('POST', '/users'), { autogenerate: false }).map((s) => s.label)).toEqual(['CLI']);
  });
});
