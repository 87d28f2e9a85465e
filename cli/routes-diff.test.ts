import { describe, expect, it } from 'vitest';
import { diffRoutes, formatRoutesDiff, type RouteRow } from './routes-diff';

const op = (url: string, method: string, path: string, title = 'T'): RouteRow => ({
  url,
  kind: 'endpoint',
  title,
  method,
  path,
  spec: 'api.yaml',
});
const page = (url: string, file: string) => ({ url, kind: 'page', title: url, file });

describe('diffRoutes', () => {
  it('says when a summary change moved an operation, and what was added or removed', () => {
    const before = [
      page('/', 'index.mdx'),
      op('/api-reference/users/list-users', 'GET', '/users'),
      op('/api-reference/users/delete-user', 'DELETE', '/users/{id}'),
    ];
    const after = [
      page('/', 'index.mdx'),
      op('/api-reference/users/list-all-users', 'GET', '/users'),
      op('/api-reference/users/create-user', 'POST', '/users'),
    ];
    const diff = diffRoutes(before, after);
    expect(diff.moved).toEqual([
      { what: 'GET /users', from: '/api-reference/users/list-users', to: '/api-reference/users/list-all-users' },
    ]);
    expect(diff.removed.map((r) => r.url)).toEqual(['/api-reference/users/delete-user']);
    expect(diff.added.map((r) => r.url)).toEqual(['/api-reference/users/create-user']);
    const text = formatRoutesDiff(diff);
    expect(text).toContain('moved    GET /users: /api-reference/users/list-users → /api-reference/users/list-all-users');
    expect(text).toContain('"source": "/api-reference/users/list-users"');
  });

  it('reports nothing for identical tables', () => {
    const rows = [page('/', 'index.mdx'), op('/a', 'GET', '/a')];
    expect(formatRoutesDiff(diffRoutes(rows, rows))).toBe('No route changed.');
  });

  it('follows a moved page by its file', () => {
    expect(diffRoutes([page('/old', 'guide.mdx')], [page('/new', 'guide.mdx')]).moved).toEqual([
      { what: '/old', from: '/old', to: '/new' },
    ]);
  });
});
