import { formatProblems } from '../lib/config/format-problems';
import { loadSite } from '../lib/site/load-site';
import type { RouteEntry } from '../lib/site/types';

/** The public shape of a route row: stable keys for scripts, API fields only where they apply. */
function toRow(r: RouteEntry) {
  const row: Record<string, unknown> = { url: r.url, kind: r.kind, title: r.title, file: r.file };
  if (r.kind === 'endpoint') Object.assign(row, { method: r.method, path: r.path });
  if (r.kind === 'webhook' || r.kind === 'schema') Object.assign(row, { name: r.name });
  if (r.kind !== 'page') Object.assign(row, { spec: r.spec, deprecated: Boolean(r.deprecated), version: r.version, hidden: r.hidden });
  return row;
}

/** `lectern routes`: one row per URL of the site, from the same route table the site renders. */
export async function runRoutes(dir: string, opts: { json: boolean }): Promise<number> {
  const site = await loadSite(dir);
  const errors = site.problems.filter((p) => p.severity === 'error');
  if (!site.config) {
    console.error(formatProblems(errors));
    return 1;
  }
  if (opts.json) {
    console.log(JSON.stringify({ routes: site.routes.map(toRow) }, null, 2));
    return 0;
  }
  const width = Math.max(...site.routes.map((r) => r.url.length), 3);
  console.log(`${'URL'.padEnd(width)}  ${'KIND'.padEnd(8)}  TITLE  (FILE)`);
  for (const r of site.routes) {
    const api = r.kind === 'webhook' ? `webhook ${r.name} ` : r.kind === 'schema' ? `schema ${r.name} ` : r.method ? `${r.method} ${r.path} ` : '';
    console.log(`${r.url.padEnd(width)}  ${r.kind.padEnd(8)}  ${api}${r.title}  (${r.file})${r.hidden ? '  [hidden]' : ''}`);
  }
  return 0;
}
