import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ParameterModel, SchemaNode } from '@/lib/openapi/page-model-types';
import { ChildrenLevel, FieldClient, FieldsClient } from './field-head.client';
import { FieldFacts, headData } from './field-parts';
import { ParameterRow } from './parameter-list';
import { Field, SchemaFields } from './schema-view';
import type { ViewContext } from './view-context';

const ctx: ViewContext = {
  md: (t) => (t ? <p>{t}</p> : null),
  schemaUrl: (n) => (n ? `/schemas/${n}` : undefined),
  expanded: false,
};

/** Every `undefined` a value holds, by path: each would be written as "$undefined" into the RSC payload. */
function undefinedPaths(value: unknown, at = ''): string[] {
  if (value === undefined) return [at];
  if (isValidElement(value)) return undefinedPaths(value.props, `${at}.props`);
  if (Array.isArray(value)) return value.flatMap((v, i) => undefinedPaths(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => undefinedPaths(v, `${at}.${k}`));
  return [];
}

type Row = ReactElement<{ d: Record<string, unknown> }>;

describe('field rows in the RSC payload (issue 12)', () => {
  it('a field is one client element whose compact data holds head and facts, with no undefined anywhere', () => {
    const node: SchemaNode = {
      name: 'state',
      anchor: '200.state',
      type: 'string',
      required: true,
      description: 'The state.',
      default: 'open',
      enum: ['open', 'closed'],
      constraints: { maxLength: 10 },
      examples: ['open'],
    };
    const row = Field({ node, ctx }) as Row;
    expect(isValidElement(row) && row.type).toBe(FieldClient);
    // The name is the anchor's last segment and the type `string`, the default: neither is written.
    expect(row.props.d).toEqual({
      a: '200.state',
      f: 1,
      ds: 'The state.',
      df: '"open"',
      e: ['"open"', '"closed"'],
      k: ['length <= 10'],
      x: ['"open"'],
    });
    expect(Object.keys(row.props)).toEqual(['d']);
    expect(undefinedPaths(row)).toEqual([]);
  });

  it('a name the anchor does not end with is kept, and the head draws the right name either way', () => {
    expect(headData({ anchor: 'id', name: 'id', node: { type: 'integer' }, ctx })).toEqual({ a: 'id', t: 'integer' });
    expect(headData({ anchor: 'owner.a.b', name: 'a.b', node: { type: 'string' }, ctx })).toEqual({ a: 'owner.a.b', n: 'a.b' });
    // No schema at all: no type chip, told apart from the default `string`.
    expect(headData({ name: 'x', ctx })).toEqual({ n: 'x', t: 0 });
    expect(renderToStaticMarkup(<FieldClient d={{ n: 'x', t: 0 }} />)).not.toContain('oa-type');
    expect(renderToStaticMarkup(<FieldClient d={{ n: 'x' }} />)).toContain('<span class="oa-type">string</span>');
    const html = renderToStaticMarkup(Field({ node: { name: 'login', anchor: '200.owner.login', type: 'string' }, ctx }));
    expect(html).toContain('<code class="oa-field-name">login</code>');
    expect(html).toContain('aria-label="Link to login"');
  });

  it('a nested level is one client element holding its fields, and a long description is one object a repeat can refer to', () => {
    const long = 'A description long enough that a page repeating it should write it only once, then refer back to it.';
    const child = (name: string): SchemaNode => ({ name, anchor: `p.${name}`, type: 'string', description: long });
    const node: SchemaNode = { name: 'p', anchor: 'p', type: 'object', properties: [child('a'), child('b')] };
    const row = Field({ node, ctx }) as Row;
    const level = row.props.d.ch as ReactElement<{ what: string; children: ReactElement }>;
    expect(level.type).toBe(ChildrenLevel);
    expect(level.props.what).toBe('child attributes');
    const html = renderToStaticMarkup(level.props.children);
    expect(html.split(long).length - 1).toBe(2);
    const rows = [Field({ node: child('a'), ctx }), Field({ node: child('b'), ctx })] as Row[];
    // The same object: React Flight writes the second as a reference to the first.
    expect(rows[0].props.d.ds).toEqual({ p: long });
    expect(rows[1].props.d.ds).toBe(rows[0].props.d.ds);
  });

  it("a level's rows are one client element; an anchor that is the level's prefix, a dot and the name is made in the browser", () => {
    const node: SchemaNode = {
      type: 'object',
      properties: [
        { name: 'login', anchor: '200[].owner.login', type: 'string' },
        { name: 'id', anchor: '200[].owner.id-1', type: 'integer' },
        { name: 'a.b', anchor: '200[].owner.a.b', type: 'string' },
        { name: 'plain', type: 'string' },
      ],
    };
    const fragment = SchemaFields({ node, ctx }) as ReactElement<{ children: ReactElement<{ p: string; f: unknown[] }>[] }>;
    const list = fragment.props.children[0];
    expect(list.type).toBe(FieldsClient);
    expect(list.props.p).toBe('200[].owner');
    expect(list.props.f).toEqual([{ n: 'login' }, { a: '200[].owner.id-1', n: 'id', t: 'integer' }, { n: 'a.b' }, { a: '', n: 'plain' }]);
    const html = renderToStaticMarkup(list);
    expect([...html.matchAll(/<div class="oa-field"( id="[^"]*")?/g)].map((m) => m[1] ?? '')).toEqual([
      ' id="200[].owner.login"',
      ' id="200[].owner.id-1"',
      ' id="200[].owner.a.b"',
      '',
    ]);
    expect([...html.matchAll(/<code class="oa-field-name">([^<]*)</g)].map((m) => m[1])).toEqual(['login', 'id', 'a.b', 'plain']);
  });

  it('a parameter row carries its style and flags; only a deprecated parameter strikes the row, a deprecated schema labels it', () => {
    const param: ParameterModel = {
      anchor: 'per_page',
      name: 'per_page',
      in: 'query',
      required: false,
      deprecated: false,
      style: 'form',
      explode: true,
      schema: { type: 'integer', deprecated: true },
      examples: [{ name: 'small', summary: 'A small page', value: 5 }],
    };
    const row = ParameterRow({ param, ctx }) as Row;
    expect(row.props.d).toEqual({
      a: 'per_page',
      t: 'integer',
      f: 4 | 64,
      x: [['5', 'A small page', 'A small page']],
      s: 'form, exploded',
    });
    const html = renderToStaticMarkup(row);
    expect(html).toMatch(/^<div class="oa-field" id="per_page">/);
    expect(html).toContain('<span class="oa-label oa-deprecated">deprecated</span>');
    expect(html).toContain('<span class="oa-fact-label">Serialization</span><span class="oa-constraint">form, exploded</span>');
    const struck = ParameterRow({ param: { ...param, deprecated: true }, ctx }) as Row;
    expect(renderToStaticMarkup(struck)).toMatch(/^<div class="oa-field is-deprecated" id="per_page">/);
  });

  it('a root with no description, default, values, constraints or examples has no facts at all', () => {
    expect(FieldFacts({ node: { type: 'string' }, ctx })).toBeNull();
    expect(undefinedPaths(FieldFacts({ node: { type: 'string', description: 'A name.' }, ctx }))).toEqual([]);
  });
});
