import { describe, expect, it } from 'vitest';
import type { NavItem, NavRoot } from '../config/types';
import { distinguishSiblingTitles } from './sibling-titles';

const at = { jsonPath: 'navigation', file: 'docs.json' };
const op = (method: string, path: string, title: string, url: string): NavItem => ({
  kind: 'operation',
  method,
  path,
  ...at,
  resolved: { url, title, spec: 's', deprecated: false, hidden: false },
});
const hook = (name: string, title: string, url: string): NavItem => ({
  kind: 'webhook',
  name,
  ...at,
  resolved: { url, title, spec: 's', deprecated: false, hidden: false },
});
const group = (children: NavItem[]): NavItem => ({ kind: 'group', label: 'G', children, ...at }) as unknown as NavItem;
const titles = (items: NavItem[]) => items.map((i) => ('resolved' in i ? i.resolved?.title : undefined));

describe('distinguishSiblingTitles', () => {
  it('appends the webhook name or METHOD /path to siblings sharing a title, and reports each', () => {
    const inner = [
      hook('issues.opened', 'Issue event', '/e/a'),
      hook('issues.closed', 'Issue event', '/e/b'),
      op('GET', '/x', 'Unique', '/e/x'),
    ];
    const outer = [op('GET', '/widgets', 'List things', '/l/a'), op('GET', '/gadgets', 'List things', '/l/b'), group(inner)];
    const retitled: [string, string][] = [];
    distinguishSiblingTitles({ children: outer } as NavRoot, (url, title) => retitled.push([url, title]));
    expect(titles(inner)).toEqual(['Issue event (issues.opened)', 'Issue event (issues.closed)', 'Unique']);
    expect(titles(outer.slice(0, 2))).toEqual(['List things (GET /widgets)', 'List things (GET /gadgets)']);
    expect(retitled).toContainEqual(['/e/b', 'Issue event (issues.closed)']);
    expect(retitled).toHaveLength(4);
  });

  it('leaves unique titles, one page listed twice, and same titles in different groups alone', () => {
    const a = [op('GET', '/a', 'Same', '/a'), op('GET', '/a', 'Same', '/a')];
    const b = [group([op('GET', '/b', 'Other', '/b')]), group([op('GET', '/c', 'Other', '/c')])];
    const retitled: string[] = [];
    distinguishSiblingTitles({ children: [...a, ...b] } as NavRoot, (url) => retitled.push(url));
    expect(retitled).toEqual([]);
    expect(titles(a)).toEqual(['Same', 'Same']);
  });
});
