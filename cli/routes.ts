import { readFileSync } from 'node:fs';
import { formatProblems } from '../lib/config/format-problems';
import { dataDirFromEnv } from '../lib/site/build-marker';
import { loadServedSite } from '../lib/site/load-served-site';
import type { RouteEntry } from '../lib/site/types';
import { diffRoutes, formatRoutesDiff, type RouteRow } from './routes-diff';

/** The public shape of a route row: stable keys for scripts, API fields only where they apply. */
function toRow(r: RouteEntry) {
  const row: Record<string, unknown> = { url: r.url, kind: r.kind, title: r.title, file: r.file };
  if (r.kind === 'endpoint' || (r.kind === 'page' && r.method)) Object.assign(row, { method: r.method, path: r.path });
  if (r.kind === 'webhook' || r.kind === 'schema') Object.assign(row, { name: r.name });
  if (r.kind !== 'page') Object.assign(row, { spec: r.spec, deprecated: Boolean(r.deprecated), version: r.version, hidden: r.hidden });
  return row;
}

/** `lectern routes`: one row per URL of the site, from the same route table the site renders. */
export async function runRoutes(dir: string, opts: { json: boolean; diff?: string }): Promise<number> {
  const site = await loadServedSite(dir, dataDirFromEnv());
  const errors = site.problems.filter((p) => p.severity === 'error');
  if (!site.config) {
    console.error(formatProblems(errors));
    return 1;
  }
  if (opts.diff !== undefined) return printDiff(opts.diff, site.routes.map(toRow) as RouteRow[], opts.json);
  if (opts.json) {
    console.log(JSON.stringify({ routes: site.routes.map(toRow) }, null, 2));
    return 0;
  }
  const width = Math.max(...site.routes.map((r) => r.url.length), 3);
  console.log(`${'URL'.padEnd(width)}  ${'KIND'.padEnd(8)}  TITLE  (FILE)`);
  for (const r of site.routes) {
    const api =
      r.kind === 'webhook' ? `webhook ${r.name} ` : r.kind === 'schema' ? `schema ${r.name} ` : r.method ? `${r.method} ${r.path} ` : '';
    console.log(`${r.url.padEnd(width)}  ${r.kind.padEnd(8)}  ${api}${r.title}  (${r.file})${r.hidden ? '  [hidden]' : ''}`);
  }
  return 0;
}

/** `--diff <old.json>`: compare with an earlier `lectern routes --json`; a bad file is a located message. */
function printDiff(file: string, current: RouteRow[], json: boolean): number {
  let before: RouteRow[];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
    if (!Array.isArray(parsed.routes)) throw new Error('it has no "routes" array (make it with `lectern routes --json`)');
    before = parsed.routes as RouteRow[];
  } catch (error) {
    console.error(`lectern: cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const diff = diffRoutes(before, current);
  console.log(json ? JSON.stringify(diff, null, 2) : formatRoutesDiff(diff));
  return 0;
}
