import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '@/lib/openapi/page-model-types';
import { FieldHeadClient } from './field-head.client';
import { FieldFacts, FieldHead } from './field-parts';
import type { ViewContext } from './view-context';

const ctx: ViewContext = { md: (t) => t, schemaUrl: (n) => (n ? `/schemas/${n}` : undefined), expanded: false };

/** Every `undefined` a value holds, by path: each would be written as "$undefined" into the RSC payload. */
function undefinedPaths(value: unknown, at = ''): string[] {
  if (value === undefined) return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => undefinedPaths(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => undefinedPaths(v, `${at}.${k}`));
  return [];
}

describe('field parts in the RSC payload (issue 12)', () => {
  it('a field head is one client element with compact data and no undefined in it', () => {
    const node: SchemaNode = { name: 'owner', type: 'object', refName: 'simple-user', nullable: true, post: ['beta'] };
    const head = FieldHead({ anchor: '200.owner', name: 'owner', node, required: true, ctx }) as ReactElement<{ d: unknown }>;
    expect(isValidElement(head) && head.type).toBe(FieldHeadClient);
    expect(head.props.d).toEqual({ a: '200.owner', n: 'owner', t: 'simple-user', u: '/schemas/simple-user', post: ['beta'], f: 1 | 2 });
    expect(undefinedPaths(head.props)).toEqual([]);
  });

  it('a plain field head carries its name and type only', () => {
    const head = FieldHead({ anchor: 'id', name: 'id', node: { type: 'integer' }, ctx }) as ReactElement<{ d: unknown }>;
    expect(head.props.d).toEqual({ a: 'id', n: 'id', t: 'integer' });
  });

  it('a field with no description, default, values, constraints or examples has no facts at all', () => {
    expect(FieldFacts({ node: { type: 'string' }, ctx })).toBeNull();
    expect(undefinedPaths(FieldFacts({ node: { type: 'string', description: 'A name.' }, ctx }))).toEqual([]);
  });
});
