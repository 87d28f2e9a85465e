import { describe, expect, it } from 'vitest';
import type { LoadedSpec } from '../openapi/types';
import { listSpecFiles, resolveSpecFile } from './spec-file';

const spec = (file: string, format: 'json' | 'yaml', onDisk = true): LoadedSpec => ({
  source: file,
  file,
  absPath: onDisk ? `/docs/${file}` : undefined,
  format,
  version: '3.1',
  doc: {},
});
const site = {
  specs: new Map<string, LoadedSpec>([
    ['openapi.yaml', spec('openapi.yaml', 'yaml')],
    ['api/v1.json', spec('api/v1.json', 'json')],
    ['content/openapi/demo.yaml', spec('content/openapi/demo.yaml', 'yaml')],
    // The same file declared twice (by path and by stem) is listed once.
    ['openapi/demo.yaml', spec('content/openapi/demo.yaml', 'yaml')],
    ['https://example.com/remote.json', spec('https://example.com/remote.json', 'json', false)],
  ]),
};

describe('resolveSpecFile', () => {
  it.each<[string, string | null, string?]>([
    ['/openapi.yaml', '/docs/openapi.yaml', 'application/yaml; charset=utf-8'],
    ['openapi.yaml', '/docs/openapi.yaml'],
    ['/api/v1.json', '/docs/api/v1.json', 'application/json; charset=utf-8'],
    ['/openapi/demo.yaml', '/docs/content/openapi/demo.yaml'],
    ['/content/openapi/demo.yaml', '/docs/content/openapi/demo.yaml'],
    ['/api%2Fv1.json', '/docs/api/v1.json'],
    // Not loaded specs: docs.json, other JSON, remote specs, a wrong prefix, bad encoding.
    ['/docs.json', null],
    ['/package.json', null],
    ['/remote.json', null],
    ['/content/api/v1.json', null],
    ['/%E0%A4%A', null],
  ])('%s', (url, file, type) => {
    const found = resolveSpecFile(site, url);
    expect(found?.file ?? null).toBe(file);
    if (type) expect(found?.type).toBe(type);
  });
});

describe('listSpecFiles', () => {
  it('lists each on-disk spec once with the URL to link to', () => {
    expect(listSpecFiles(site).map((s) => s.url)).toEqual(['/openapi.yaml', '/api/v1.json', '/openapi/demo.yaml']);
  });
});
