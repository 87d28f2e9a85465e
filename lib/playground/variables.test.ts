import { describe, expect, it } from 'vitest';
import { buildInitialValues } from './initial-state';
import { substitute, substituteJson, substituteValues, toVariableMap, unknownReferences } from './variables';
import { CUSTOM_SERVER } from './values';

const vars = { baseUrl: 'https://sandbox.example.com', id: '42', 'api.key': 's3cret' };

describe('substitute', () => {
  it.each([
    ['{{baseUrl}}/v1', 'https://sandbox.example.com/v1'],
    ['{{ id }}-{{id}}', '42-42'],
    ['Bearer {{api.key}}', 'Bearer s3cret'],
    ['{{missing}} stays', '{{missing}} stays'],
    ['{single} and {{ }} are not references', '{single} and {{ }} are not references'],
    ['no braces', 'no braces'],
  ])('%s → %s', (given, want) => expect(substitute(given, vars)).toBe(want));

  it('does not read inherited names', () => expect(substitute('{{constructor}}', {})).toBe('{{constructor}}'));
});

describe('unknownReferences', () => {
  it('names only what the environment lacks', () => expect(unknownReferences('{{id}} {{nope}}', vars)).toEqual(['nope']));
});

describe('substituteJson', () => {
  it('replaces in nested strings and keys, leaves other values', () => {
    expect(substituteJson({ '{{id}}': ['{{baseUrl}}', 1, true, null], n: { s: 'x{{id}}' } }, vars)).toEqual({
      42: ['https://sandbox.example.com', 1, true, null],
      n: { s: 'x42' },
    });
  });
});

describe('toVariableMap', () => {
  it('skips empty names and lets a later row win', () => {
    expect(
      toVariableMap({
        name: 'e',
        variables: [
          { name: ' a ', value: '1' },
          { name: '', value: 'x' },
          { name: 'a', value: '2' },
        ],
      }),
    ).toEqual({ a: '2' });
  });
});

describe('substituteValues', () => {
  it('substitutes the custom server URL, server variables, parameters, credentials and body', () => {
    const dto = { method: 'POST', path: '/x', servers: [], parameters: [], security: [], schemas: {} } as never;
    const values = {
      ...buildInitialValues(dto, false),
      server: CUSTOM_SERVER,
      serverUrl: '{{baseUrl}}',
      variables: { 0: { port: '{{id}}' } },
      params: { 'header:X-Id': '{{id}}', 'query:tags': ['{{id}}', 'b'] },
      auth: { bearer: { value: '{{api.key}}', refreshToken: undefined } },
    };
    values.body = { ...values.body, json: { a: '{{id}}' }, raw: '{"a":"{{id}}"}', text: 't{{id}}', fields: { f: '{{id}}' } };
    const out = substituteValues(values, vars);
    expect(out.serverUrl).toBe('https://sandbox.example.com');
    expect(out.variables[0].port).toBe('42');
    expect(out.params).toEqual({ 'header:X-Id': '42', 'query:tags': ['42', 'b'] });
    expect(out.auth.bearer).toEqual({ value: 's3cret', refreshToken: undefined });
    expect(out.body).toMatchObject({ json: { a: '42' }, raw: '{"a":"42"}', text: 't42', fields: { f: '42' } });
    // The reader's values themselves keep their references (history and storage store those).
    expect(values.params['header:X-Id']).toBe('{{id}}');
  });
});
