import { describe, expect, it } from 'vitest';
import type { SchemaNode, ServerModel } from '@/lib/openapi/page-model-types';
import type { DocsConfig } from '@/lib/config/schema';
import { getApiOptions } from './api-options';
import { constraintLabels, displayUrl, formatValue, statusClass, typeLabel } from './labels';

const node = (n: Partial<SchemaNode>): SchemaNode => ({ anchor: 'x', ...n });

describe('typeLabel', () => {
  it.each<[string, Partial<SchemaNode>, string]>([
    ['scalar with format', { type: 'string', format: 'email' }, 'string<email>'],
    ['3.1 type list', { type: 'integer | string' }, 'integer | string'],
    ['named object', { type: 'object', refName: 'Book' }, 'Book'],
    ['array of scalars', { type: 'array', items: node({ type: 'string' }) }, 'string[]'],
    ['array of named objects', { type: 'array', items: node({ type: 'object', refName: 'Category' }) }, 'Category[]'],
    ['array of unions', { type: 'array', items: node({ type: 'string | integer' }) }, '(string | integer)[]'],
    ['nested arrays', { type: 'array', items: node({ type: 'array', items: node({ type: 'number' }) }) }, 'number[][]'],
    ['choices without type', { choices: { kind: 'oneOf', options: [] } }, 'oneOf'],
    ['const only', { const: 'person' }, 'string'],
    ['nothing known', {}, 'any'],
  ])('%s', (_name, given, want) => {
    expect(typeLabel(node(given))).toBe(want);
  });
});

describe('constraintLabels', () => {
  it.each<[Record<string, unknown> | undefined, string[]]>([
    [undefined, []],
    [{ minimum: 1, maximum: 100 }, ['>= 1', '<= 100']],
    [{ minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true }, ['> 0', '< 5']],
    [{ exclusiveMinimum: 0, exclusiveMaximum: 10 }, ['> 0', '< 10']],
    [{ minLength: 1, maxLength: 200 }, ['length 1–200']],
    [{ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' }, ['length 64', 'pattern ^[0-9a-f]+$']],
    [{ maxItems: 10, uniqueItems: true }, ['items <= 10', 'unique items']],
    [{ multipleOf: 5, minProperties: 1 }, ['multiple of 5', 'properties >= 1']],
  ])('%j → %j', (given, want) => {
    expect(constraintLabels(given)).toEqual(want);
  });
});

describe('formatValue', () => {
  it.each<[unknown, string]>([
    ['red', '"red"'],
    [20, '20'],
    [null, 'null'],
    [false, 'false'],
    [{ a: [1] }, '{"a":[1]}'],
  ])('%j', (given, want) => {
    expect(formatValue(given)).toBe(want);
  });
  it('shortens long values', () => {
    expect(formatValue('x'.repeat(200), 10)).toBe('"xxxxxxxx…');
  });
});

describe('statusClass', () => {
  it.each([
    ['200', 'success'],
    ['2XX', 'success'],
    ['301', 'redirect'],
    ['404', 'client-error'],
    ['5XX', 'server-error'],
    ['default', 'other'],
    ['101', 'info'],
  ])('%s → %s', (status, want) => {
    expect(statusClass(status)).toBe(want);
  });
});

describe('displayUrl', () => {
  const servers: ServerModel[] = [{ url: 'https://{region}.api.test/v1/', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }];
  it.each<[string, ServerModel[], boolean, string]>([
    ['/users', servers, false, '/users'],
    ['/users', servers, true, 'https://eu.api.test/v1/users'],
    ['/users', [], true, '/users'],
    ['/users', [{ url: 'http://localhost:3000', variables: {} }], true, 'http://localhost:3000/users'],
    ['/x', [{ url: 'https://{unknown}.test', variables: {} }], true, 'https://{unknown}.test/x'],
  ])('%s full=%s', (path, given, full, want) => {
    expect(displayUrl(path, given, full)).toBe(want);
  });
});

describe('getApiOptions', () => {
  const config = (extra: object) => ({ name: 'x', navigation: {}, ...extra }) as unknown as DocsConfig;
  it.each<[string, object, boolean]>([
    ['default', {}, false],
    ['top-level playground.url', { playground: { url: 'full' } }, true],
    ['api.playground.url', { api: { playground: { url: 'full' } } }, true],
    ['api.url', { api: { url: 'full' } }, true],
  ])('full URL: %s', (_name, extra, want) => {
    expect(getApiOptions(config(extra)).fullUrl).toBe(want);
  });

  it('reads params and examples, defaulting to closed and no overrides', () => {
    expect(getApiOptions(null)).toEqual({ fullUrl: false, expanded: false, examples: {} });
    expect(
      getApiOptions(
        config({
          api: { params: { expanded: 'all' }, examples: { languages: ['py', 'bash'], defaults: 'required', autogenerate: false } },
        }),
      ),
    ).toEqual({
      fullUrl: false,
      expanded: true,
      examples: { languages: ['py', 'bash'], defaults: 'required', autogenerate: false },
    });
  });
});
