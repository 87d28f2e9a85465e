/**
 * The URLs that Lectern's own routes answer (app/: the agent API, sign-in, the playground proxy,
 * exports), so a docs page there could never be served. Only these exact patterns belong to
 * Lectern; every other URL, `/v2/…` included (a common version prefix), is the docs site's.
 * `lectern check` reports a page on one of them as an error (issue 10).
 */
import type { Problem } from '../config/types';
import type { RouteEntry } from './types';

const SEGMENT = '[^/]+';
const RESERVED: [RegExp, string][] = [
  [new RegExp(`^/v2/agent/${SEGMENT}/jobs?$`), 'the agent job API'],
  [new RegExp(`^/v2/agent/${SEGMENT}/job/${SEGMENT}(/.*)?$`), 'the agent job API'],
  [new RegExp(`^/v1/project/update(-status)?/${SEGMENT}$`), 'the deployment API'],
  [new RegExp(`^/pull/${SEGMENT}/${SEGMENT}(/${SEGMENT})?$`), 'pull request pages'],
  [/^\/pull\/jobs$/, "the editors' jobs page"],
  [/^\/api\/(auth(\/.*)?|editor(\/.*)?|feedback|playground\/proxy|search|site\/(refresh|nav|fields))$/, "Lectern's internal API"],
  [/^\/mcp$/, "the docs' MCP server"],
  [/^\/rss-feed(\/.*)?$/, 'changelog feeds'],
  [/^\/login(\/jwt|\/jwt-callback)?$/, 'sign-in'],
  [/^\/(docs-files|md|_next)(\/.*)?$/, "Lectern's file and Markdown exports"],
  [/^\/(llms\.txt|llms-full\.txt|sitemap\.xml|robots\.txt)$/, "Lectern's exports"],
  [/^\/demo-api(\/.*)?$/, 'the demo API'],
  [/^\/og-image(\/.*)?$/, 'generated social images'],
];

/** What owns `url` among Lectern's own routes, or undefined when the URL is the docs site's. */
export function reservedOwner(url: string): string | undefined {
  const lower = url.toLowerCase();
  return RESERVED.find(([pattern]) => pattern.test(lower))?.[1];
}

/** An error for every page whose URL one of Lectern's own routes answers. */
export function findReservedRouteCollisions(routes: RouteEntry[]): Problem[] {
  return routes.flatMap((route) => {
    const owner = reservedOwner(route.url);
    if (!owner) return [];
    const what = route.kind === 'page' ? 'this page' : `the generated ${route.kind} page of ${route.spec ?? 'a spec'}`;
    return [
      {
        severity: 'error',
        file: route.file,
        path: '',
        message: `${what} would be served at ${route.url}, which Lectern answers itself (${owner}): move the page (or set another directory/x-docs.href).`,
      } satisfies Problem,
    ];
  });
}
