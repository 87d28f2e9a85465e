import { describe, expect, it } from 'vitest';
import type { PlaygroundDto } from '../openapi/to-playground';
import { buildRequest } from '../openapi/build-request';
import { buildSecurity } from '../openapi/security';
import { buildInitialValues } from './initial-state';
import { resolveServerUrl, toRequestInput } from './to-request-input';
import { validateValues } from './validate';

/** A small DTO factory: an operation with every kind of input. */
function dto(over: Partial<PlaygroundDto> = {}): PlaygroundDto {
  return {
    method: 'POST',
    path: '/items/{id}',
    servers: [
      { url: '/api', variables: {} },
      { url: 'https://{region}.api.test/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
    ],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'tags', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', 'x-default': 10 } },
      { name: 'X-Trace', in: 'header', required: false, schema: { type: 'string' }, example: 'abc' },
      { name: 'theme', in: 'cookie', required: false, schema: { type: 'string', default: 'dark' } },
    ],
    body: {
      required: true,
      content: [
        { mediaType: 'application/json', schema: { $ref: '#/components/schemas/Item' } },
        {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } },
          },
        },
      ],
    },
    schemas: {
      '#/components/schemas/Item': {
        type: 'object',
        required: ['name'],
        properties: {
          id: { type: 'string', readOnly: true },
          name: { type: 'string', examples: ['Lamp'] },
          size: { type: 'integer', 'x-default': 3 },
        },
      },
    },
    security: [
      [{ key: 'key', type: 'apiKey', in: 'cookie', paramName: 'sid', scopes: [], default: 'k1' }],
      [{ key: 'basic', type: 'http', scheme: 'basic', scopes: [], default: 'u:p' }],
    ],
    ...over,
  };
}

describe('buildInitialValues', () => {
  it('applies x-default always and examples only with prefill', () => {
    const plain = buildInitialValues(dto(), false);
    expect(plain.params).toEqual({ 'query:limit': '10' });
    expect(plain.body.json).toEqual({ size: 3 });
    expect(plain.auth).toEqual({ key: { value: 'k1' }, basic: { username: 'u', password: 'p' } });
    const filled = buildInitialValues(dto(), true);
    expect(filled.params).toEqual({ 'query:limit': '10', 'header:X-Trace': 'abc', 'cookie:theme': 'dark' });
    expect(filled.body.json).toEqual({ name: 'Lamp', size: 3 });
    expect(filled.body.raw).toBe('{\n  "name": "Lamp",\n  "size": 3\n}');
  });

  it('prefills an OAuth scheme’s client fields from its x-default (string or object), read from the spec', () => {
    const doc = {
      security: [{ byId: [] }, { byObject: ['read'] }],
      components: {
        securitySchemes: {
          byId: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/t', scopes: {} } }, 'x-default': 'public-client' },
          byObject: {
            type: 'openIdConnect',
            openIdConnectUrl: '/.well-known/openid-configuration',
            'x-default': { clientId: 'spa', scopes: 'openid profile' },
          },
        },
      },
    };
    const security = buildSecurity(doc, {});
    // A string is the client id, never a token: nothing goes into `default` (the token field).
    expect(security[0][0]).toMatchObject({ defaultClient: { clientId: 'public-client' } });
    expect(security[0][0].default).toBeUndefined();
    expect(buildInitialValues(dto({ security }), false).auth).toEqual({
      byId: { clientId: 'public-client' },
      byObject: { clientId: 'spa', scopes: 'openid profile' },
    });
  });

  it('restores stored credentials and choices of the same spec', () => {
    const values = buildInitialValues(dto(), false, {
      auth: { key: { value: 'mine' } },
      authOption: 1,
      server: 1,
      variables: { 1: { region: 'us' } },
    });
    expect(values).toMatchObject({ server: 1, authOption: 1, auth: { key: { value: 'mine' } }, variables: { 1: { region: 'us' } } });
  });
});

describe('toRequestInput', () => {
  it('serialises parameters, resolves a relative server and adds credentials', () => {
    const values = buildInitialValues(dto(), true);
    values.params['path:id'] = 'a/b';
    values.params['query:tags'] = ['x', '', 'y'];
    const har = buildRequest(toRequestInput(dto(), values, 'http://127.0.0.1:3210').input);
    expect(har.url).toBe('http://127.0.0.1:3210/api/items/a%2Fb');
    expect(har.queryString).toEqual([
      { name: 'tags', value: 'x' },
      { name: 'tags', value: 'y' },
      { name: 'limit', value: '10' },
    ]);
    expect(har.cookies).toEqual([
      { name: 'theme', value: 'dark' },
      { name: 'sid', value: 'k1' },
    ]);
    expect(har.postData?.text).toBe('{\n  "name": "Lamp",\n  "size": 3\n}');
  });

  it('expands the chosen server’s variables', () => {
    const values = { ...buildInitialValues(dto(), false), server: 1, variables: { 1: { region: 'us' } } };
    expect(toRequestInput(dto(), values, 'http://x').input.server).toEqual({
      url: 'https://{region}.api.test/v1',
      variables: { region: 'us' },
    });
  });

  it('sends multipart files as attachments named in the HAR', () => {
    const values = buildInitialValues(dto(), false);
    const file = new File(['hi'], 'hi.txt');
    values.body = { ...values.body, media: 1, fields: { note: 'n' }, files: { file } };
    const { input, attachments } = toRequestInput(dto(), values, 'http://x');
    expect(input.body).toEqual({ mediaType: 'multipart/form-data', value: { note: 'n', file: 'hi.txt' }, files: ['file'] });
    expect(attachments.files?.file).toBe(file);
  });

  it.each([
    ['/v1', 'https://docs.test', 'https://docs.test/v1'],
    ['v1', 'https://docs.test/', 'https://docs.test/v1'],
    ['https://api.test', 'https://docs.test', 'https://api.test'],
    ['{scheme}://api.test', 'https://docs.test', '{scheme}://api.test'],
  ])('resolveServerUrl(%s, %s) → %s', (url, origin, want) => expect(resolveServerUrl(url, origin)).toBe(want));
});

describe('validateValues', () => {
  it('names each missing required field', () => {
    const values = buildInitialValues(dto(), false);
    values.server = 1;
    values.variables = { 1: { region: '' } };
    expect(validateValues(dto(), values)).toEqual({
      'var:region': 'Enter a value for the server variable region.',
      'path:id': 'id is required.',
      'body.name': 'name is required.',
    });
    values.body = { ...values.body, raw: '{', rawError: 'Unexpected end' };
    expect(validateValues(dto(), values).body).toMatch(/does not parse/);
    values.body = { ...values.body, media: 1, rawError: undefined };
    expect(validateValues(dto(), values)['body.file']).toBe('file is required.');
  });
});
