import { describe, expect, test } from 'vitest';
import { toPlaygroundDto } from '../openapi/to-playground';
import { buildRequest } from '../openapi/build-request';
import { buildInitialValues } from '../playground/initial-state';
import { toRequestInput } from '../playground/to-request-input';
import { findEndpointFields } from './endpoint-fields';
import { buildMdxEndpoint, isMdxEndpointPage, parseApiValue, type MdxApiConfig } from './mdx-endpoint';
import { parseMdx } from './parse-mdx';

const MDX: MdxApiConfig = { server: 'https://api.example.com/v1', auth: { method: 'bearer' } };

/** The playground DTO of a page: frontmatter `api` + body, through the one builder. */
function dtoOf(api: unknown, body = '', mdx: MdxApiConfig | undefined = MDX, authMethod?: unknown) {
  const built = buildMdxEndpoint({ api, authMethod, title: 'A page', mdx, fields: findEndpointFields(parseMdx(body)!) });
  return { dto: built.endpoint && toPlaygroundDto(built.endpoint.doc, built.endpoint.entry), problems: built.problems.map((p) => p.message) };
}

describe('parseApiValue', () => {
  const cases: [unknown, ReturnType<typeof parseApiValue>][] = [
    ['POST /users', { ok: true, method: 'POST', path: '/users' }],
    ['get /users/{id}', { ok: true, method: 'GET', path: '/users/{id}' }],
    ['  DELETE   /users/{id}  ', { ok: true, method: 'DELETE', path: '/users/{id}' }],
    ['PATCH https://api.example.com/users/{id}', { ok: true, method: 'PATCH', path: '/users/{id}', origin: 'https://api.example.com' }],
    ['GET http://localhost:8080', { ok: true, method: 'GET', path: '/', origin: 'http://localhost:8080' }],
  ];
  test.each(cases)('%j', (value, expected) => expect(parseApiValue(value)).toEqual(expected));

  const bad: [unknown, RegExp][] = [
    ['/users', /write the method and the path/],
    ['POST', /write the method and the path/],
    ['POST /users extra', /write the method and the path/],
    ['FETCH /users', /"FETCH" is not an HTTP method/],
    ['POST users', /must start with "\/"/],
    ['GET /users?limit=1', /query string/],
    ['GET ftp://host/x', /must start with "\/"/],
    [42, /`api` is 42/],
    ['', /write the method/],
  ];
  test.each(bad)('%j is refused', (value, message) => {
    const parsed = parseApiValue(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('buildMdxEndpoint', () => {
  test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])('%s keeps its method and path, and the api.mdx server', (method) => {
    const { dto, problems } = dtoOf(`${method.toLowerCase()} /things/{id}`);
    expect(dto).toMatchObject({ method, path: '/things/{id}', servers: [{ url: 'https://api.example.com/v1', variables: {} }] });
    // A templated segment with no ParamField still gets a required input, so the URL can be built.
    expect(dto!.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(problems).toEqual([]);
  });

  const urls: [string, MdxApiConfig | undefined, string[], string][] = [
    ['POST https://other.example.com/users', MDX, ['https://other.example.com'], '/users'],
    ['POST https://api.example.com/v1/users', MDX, ['https://api.example.com/v1'], '/users'],
    ['POST https://api.example.com/v1', { server: ['https://x.test', 'https://api.example.com/v1/'] }, ['https://api.example.com/v1'], '/'],
    ['POST https://api.example.com/v10/users', MDX, ['https://api.example.com'], '/v10/users'],
    ['GET https://api.example.com/users', undefined, ['https://api.example.com'], '/users'],
  ];
  test.each(urls)('full URL %s → servers %j, path %s', (api, mdx, servers, path) => {
    const { dto, problems } = dtoOf(api, '', mdx);
    expect(dto!.servers.map((s) => s.url)).toEqual(servers);
    expect(dto!.path).toBe(path);
    expect(problems).toEqual([]);
  });

  test('several api.mdx servers become the server dropdown; a relative one is kept as written', () => {
    expect(dtoOf('GET /x', '', { server: ['/', 'https://b.test'] }).dto!.servers.map((s) => s.url)).toEqual(['/', 'https://b.test']);
  });

  test('path, query, header and cookie fields become parameters: types, required, defaults, placeholders, descriptions', () => {
    const body = [
      '<ParamField path="id" type="string" required>The user.</ParamField>',
      '<ParamField query="limit" type="integer" default="10" placeholder="25">At most this many.</ParamField>',
      '<ParamField query="tags" type="string[]" />',
      '<ParamField query="verbose" type="boolean" default={true} deprecated />',
      '<ParamField header="X-Request-Id" type="string" required={true} />',
      '<ParamField cookie="session" />',
      '<Tabs><Tab title="More"><ParamField query="inTab" type="number" /></Tab></Tabs>',
    ].join('\n\n');
    const { dto, problems } = dtoOf('GET /users/{id}', body);
    expect(problems).toEqual([]);
    expect(dto!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: 'The user.', schema: { type: 'string' } },
      { name: 'limit', in: 'query', required: false, description: 'At most this many.', schema: { type: 'integer', default: 10, 'x-placeholder': '25' } },
      { name: 'tags', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } } },
      { name: 'verbose', in: 'query', required: false, schema: { type: 'boolean', default: true } },
      { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string' } },
      { name: 'session', in: 'cookie', required: false, schema: {} },
      { name: 'inTab', in: 'query', required: false, schema: { type: 'number' } },
    ]);
  });

  test('body fields become a JSON object schema; fields in Expandable under a body field become its properties', () => {
    const body = `
<ParamField body="name" type="string" required placeholder="Ada">Full name.</ParamField>
<ParamField body="age" type="int" default="36" />
<ParamField body="address" type="object" required>
  Where they live.
  <Expandable title="properties">
    <ParamField body="city" type="string" required />
    <ResponseField name="geo" type="object">
      <Expandable title="geo">
        <ResponseField name="lat" type="number" required />
      </Expandable>
    </ResponseField>
  </Expandable>
</ParamField>
<ParamField body="pets" type="object[]">
  <Expandable><ParamField body="kind" type="enum<string>" /></Expandable>
</ParamField>
<ParamField body="notes" type={"string | null"} />
`;
    const { dto, problems } = dtoOf('POST /users', body);
    expect(problems).toEqual([]);
    expect(dto!.parameters).toEqual([]);
    expect(dto!.body).toEqual({
      required: true,
      content: [{
        mediaType: 'application/json',
        schema: {
          type: 'object',
          required: ['name', 'address'],
          properties: {
            name: { type: 'string', description: 'Full name.', 'x-placeholder': 'Ada' },
            age: { type: 'integer', default: 36 },
            address: {
              type: 'object',
              description: 'Where they live.',
              required: ['city'],
              properties: { city: { type: 'string' }, geo: { type: 'object', properties: { lat: { type: 'number' } }, required: ['lat'] } },
            },
            pets: { type: 'array', items: { type: 'object', properties: { kind: { type: 'string' } } } },
            notes: { type: 'string' },
          },
        },
      }],
    });
  });

  test('a file field makes the body multipart; no body field is required → the body is optional', () => {
    const { dto } = dtoOf('POST /upload', '<ParamField body="file" type="file" />\n\n<ParamField body="note" />');
    expect(dto!.body).toEqual({ required: false, content: [{ mediaType: 'multipart/form-data', schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, note: {} } } }] });
  });

  test('only literal attribute values count: an expression is ignored, never run', () => {
    const { dto } = dtoOf('GET /x', '<ParamField query={name} />\n\n<ParamField query="a" default={compute()} type={kind} />');
    expect(dto!.parameters).toEqual([{ name: 'a', in: 'query', required: false, schema: {} }]);
  });

  const auth: [string, MdxApiConfig['auth'], unknown, unknown][] = [
    ['bearer', { method: 'bearer' }, undefined, [[{ key: 'bearerAuth', type: 'http', scheme: 'bearer', scopes: [] }]]],
    ['basic', { method: 'basic' }, undefined, [[{ key: 'basicAuth', type: 'http', scheme: 'basic', scopes: [] }]]],
    ['key', { method: 'key', name: 'X-API-Key' }, undefined, [[{ key: 'apiKeyAuth', type: 'apiKey', in: 'header', paramName: 'X-API-Key', scopes: [] }]]],
    ['no auth in docs.json', undefined, undefined, []],
    ['authMethod none overrides', { method: 'bearer' }, 'none', []],
    ['authMethod basic overrides', { method: 'bearer' }, 'basic', [[{ key: 'basicAuth', type: 'http', scheme: 'basic', scopes: [] }]]],
    ['authMethod key takes the name from docs.json', { method: 'key', name: 'x-key' }, 'key', [[{ key: 'apiKeyAuth', type: 'apiKey', in: 'header', paramName: 'x-key', scopes: [] }]]],
    ['authMethod bearer with no docs.json auth', undefined, 'bearer', [[{ key: 'bearerAuth', type: 'http', scheme: 'bearer', scopes: [] }]]],
  ];
  test.each(auth)('auth: %s', (_, mdxAuth, authMethod, security) => {
    const { dto, problems } = dtoOf('GET /me', '', { server: 'https://a.test', auth: mdxAuth }, authMethod);
    expect(dto!.security).toEqual(security);
    expect(problems).toEqual([]);
  });

  const problems: [string, string, string, MdxApiConfig | undefined, unknown, RegExp, 'api' | 'authMethod' | 'line'][] = [
    ['a bad api value gives no endpoint', 'SEND /x', '', MDX, undefined, /not an HTTP method/, 'api'],
    ['no api.mdx.server', 'GET /x', '', { auth: { method: 'bearer' } }, undefined, /sets no `api.mdx.server`/, 'api'],
    ['unknown authMethod', 'GET /x', '', MDX, 'oauth', /`authMethod` is "oauth"; allowed/, 'authMethod'],
    ['authMethod key without a name', 'GET /x', '', { server: '/' }, 'key', /needs the name of the header/, 'authMethod'],
    ['a path field not in the path', 'GET /x', '\n<ParamField path="id" />', MDX, undefined, /path field "id" is not in the path \/x/, 'line'],
    ['a body field on GET', 'GET /x', '<ParamField body="a" />', MDX, undefined, /body field "a" on a GET request/, 'line'],
    ['a field described twice', 'GET /x', '<ParamField query="a" />\n<ParamField query="a" type="integer" />', MDX, undefined, /described twice/, 'line'],
  ];
  test.each(problems)('problem: %s', (_, api, body, mdx, authMethod, message, where) => {
    const built = buildMdxEndpoint({ api, authMethod, mdx, fields: findEndpointFields(parseMdx(body)!) });
    expect(built.problems).toHaveLength(1);
    expect(built.problems[0].message).toMatch(message);
    if (where === 'line') expect(built.problems[0].line).toBeGreaterThan(0);
    else expect(built.problems[0].key).toBe(where);
    if (where === 'api' && /HTTP method/.test(message.source)) expect(built.endpoint).toBeUndefined();
    else expect(built.endpoint).toBeDefined();
  });

  test('the request the playground sends (and its code samples) come from the synthetic operation', () => {
    const built = buildMdxEndpoint({ api: 'POST /users/{id}', mdx: { server: 'https://api.example.com/v1', auth: { method: 'key', name: 'X-API-Key' } }, fields: findEndpointFields(parseMdx('<ParamField path="id" />\n\n<ParamField query="q" />\n\n<ParamField body="a" type="integer" />')!) });
    const dto = toPlaygroundDto(built.endpoint!.doc, built.endpoint!.entry);
    const values = buildInitialValues(dto, false);
    values.params = { 'path:id': '7', 'query:q': 'hi' };
    values.body = { ...values.body, json: { a: 1 } };
    values.auth = { apiKeyAuth: { value: 'k' } };
    const request = buildRequest(toRequestInput(dto, values, 'https://docs.test').input);
    expect(request).toMatchObject({ method: 'POST', url: 'https://api.example.com/v1/users/7', queryString: [{ name: 'q', value: 'hi' }], postData: { mimeType: 'application/json' } });
    expect(JSON.parse(request.postData!.text!)).toEqual({ a: 1 });
    expect(request.headers).toContainEqual({ name: 'X-API-Key', value: 'k' });
  });
});

describe('isMdxEndpointPage', () => {
  test.each([
    [{ kind: 'page', frontmatter: { api: 'GET /x' } }, true],
    [{ kind: 'page', frontmatter: {} }, false],
    [{ kind: 'page' }, false],
    [{ kind: 'endpoint', frontmatter: { api: 'GET /x' } }, false],
  ])('%j → %s', (route, expected) => expect(isMdxEndpointPage(route)).toBe(expected));
});
