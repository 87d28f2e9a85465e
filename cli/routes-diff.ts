/** A row of `lectern routes --json`, as far as the diff needs it. */
export type RouteRow = { url: string; kind: string; title: string; method?: string; path?: string; name?: string; spec?: string };

export type RoutesDiff = {
  /** The same page, endpoint, webhook or schema at a new URL (e.g. its summary changed). */
  moved: { what: string; from: string; to: string }[];
  removed: RouteRow[];
  added: RouteRow[];
};

/** What identifies a route across builds: the operation or schema for API rows, else the file. */
function identity(row: RouteRow & { file?: string }): string {
  if (row.kind === 'endpoint' && row.method && row.path) return `${row.spec ?? ''} ${row.method} ${row.path}`;
  if ((row.kind === 'webhook' || row.kind === 'schema') && row.name) return `${row.spec ?? ''} ${row.kind} ${row.name}`;
  return `file ${row.file ?? row.url}`;
}

function label(row: RouteRow): string {
  if (row.kind === 'endpoint') return `${row.method} ${row.path}`;
  if (row.kind === 'webhook' || row.kind === 'schema') return `${row.kind} ${row.name}`;
  return row.title;
}

/**
 * Compares two route tables (docs/docs-json.md "Generated page URLs": a changed summary changes
 * the URL, and `lectern routes --diff <old.json>` lists what moved): moved, removed and added URLs, so inbound
 * links can be kept alive with docs.json redirects before they break. Pure.
 */
export function diffRoutes(before: RouteRow[], after: RouteRow[]): RoutesDiff {
  const afterById = new Map(after.map((r) => [identity(r), r]));
  const beforeIds = new Set(before.map(identity));
  const afterUrls = new Set(after.map((r) => r.url));
  const beforeUrls = new Set(before.map((r) => r.url));
  const moved: RoutesDiff['moved'] = [];
  const removed: RouteRow[] = [];
  for (const row of before) {
    const now = afterById.get(identity(row));
    if (now && now.url !== row.url) moved.push({ what: label(row), from: row.url, to: now.url });
    else if (!now && !afterUrls.has(row.url)) removed.push(row);
  }
  const added = after.filter((r) => !beforeIds.has(identity(r)) && !beforeUrls.has(r.url));
  return { moved, removed, added };
}

/** The diff as text, with the redirects that would keep the old URLs working. */
export function formatRoutesDiff(diff: RoutesDiff): string {
  const lines: string[] = [];
  for (const m of diff.moved) lines.push(`moved    ${m.what}: ${m.from} → ${m.to}`);
  for (const r of diff.removed) lines.push(`removed  ${r.url}  (${label(r)})`);
  for (const r of diff.added) lines.push(`added    ${r.url}  (${label(r)})`);
  if (diff.moved.length) {
    lines.push('', 'Keep the old links working with these docs.json redirects:');
    lines.push(
      JSON.stringify(
        diff.moved.map((m) => ({ source: m.from, destination: m.to })),
        null,
        2,
      ),
    );
  }
  return lines.length ? lines.join('\n') : 'No route changed.';
}
