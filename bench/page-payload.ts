/**
 * Where an endpoint page's RSC payload goes (issue 12: disk per page is about five times the
 * payload, since Next writes it as `.rsc`, two `.segments` files and inline in the `.html`). For
 * the prerendered endpoint pages of one or more builds, each page's `.rsc` is parsed row by row
 * and every byte is attributed to the part of the page it renders: the sidebar, highlighted code,
 * schema field trees, Next's own framing, the rest of the page. `"$undefined"` props are counted
 * across all parts as well (bytes spent saying a prop is absent). Printed for the median page, the
 * p90 page and the largest, each build beside the first (the baseline).
 *
 * Run: npx tsx bench/page-payload.ts <label>=<distDir> [<label>=<distDir> …]
 * (e.g. before=/work/main/.next-bench-github after=.next-bench-github; reads files only, no server)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Part = 'sidebar' | 'code' | 'schema' | 'framing' | 'page';
const PARTS: Part[] = ['sidebar', 'code', 'schema', 'framing', 'page'];
/**
 * `closed`: bytes inside responses drawn closed (an endpoint's second and later `<details class="oa-response">`), across parts;
 * `closedDeferrable`: those of closed responses that draw 5+ fields (DEFER_MIN_NODES: what deferring them by the nested levels' rule could save).
 */
type Breakdown = Record<Part, number> & { total: number; undef: number; closed: number; closedDeferrable: number };

/** Client components that draw schema fields from compact data (components/openapi/field-head.client.tsx). */
const SCHEMA_CLIENTS = new Set(['FieldClient', 'FieldsClient', 'FactsClient', 'ChildrenLevel', 'FieldHeadClient', 'ChildrenSummary']);

/** The part an element starts, from its class list (or, for a client element, its component's name); undefined keeps the enclosing part. */
function partOf(type: unknown, props: Record<string, unknown>, client?: string): Part | undefined {
  if (client && SCHEMA_CLIENTS.has(client)) return 'schema';
  const cls = typeof props.className === 'string' ? props.className : '';
  if (/\bsidebar\b|sidebar-/.test(cls) || (typeof props.src === 'string' && props.src.startsWith('/api/site/nav'))) return 'sidebar';
  if (type === 'pre' || /\bshiki\b|code-panel|oa-code/.test(cls)) return 'code';
  if (typeof props.dangerouslySetInnerHTML === 'object' && /shiki/.test(JSON.stringify(props.dangerouslySetInnerHTML))) return 'code';
  if (/\boa-(field|fields|schema|param|params|props)\b|oa-field-|oa-schema-|oa-param/.test(cls)) return 'schema';
  if (type === 'main' || /docs-main|oa-page/.test(cls)) return 'page';
  return undefined;
}

/**
 * Splits a Flight payload into `id → row` (a row is `id:` then JSON or a tagged value up to the
 * newline, or `id:T<hex byte length>,` then that many bytes of text, which may hold newlines).
 */
function rowsOf(payload: Buffer): Map<string, { text: string; bytes: number; isText: boolean }> {
  const rows = new Map<string, { text: string; bytes: number; isText: boolean }>();
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = payload.toString('latin1', at, colon) || `:${rows.size}`;
    if (payload[colon + 1] === 0x54 /* T */) {
      const comma = payload.indexOf(0x2c, colon);
      const length = parseInt(payload.toString('latin1', colon + 2, comma), 16);
      rows.set(id, { text: payload.toString('utf8', comma + 1, comma + 1 + length), bytes: comma + 1 + length - at, isText: true });
      at = comma + 1 + length;
      continue;
    }
    let end = payload.indexOf(0x0a, colon);
    if (end < 0) end = payload.length;
    rows.set(id, { text: payload.toString('utf8', colon + 1, end), bytes: end + 1 - at, isText: false });
    at = end + 1;
  }
  return rows;
}

/** Attributes one page's payload. Rows not reached from the tree (module refs, hints) count as framing. */
function attribute(payload: Buffer): Breakdown {
  const out: Breakdown = {
    sidebar: 0,
    code: 0,
    schema: 0,
    framing: 0,
    page: 0,
    total: payload.length,
    undef: 0,
    closed: 0,
    closedDeferrable: 0,
  };
  out.undef = (payload.toString('utf8').match(/"\$undefined"/g) ?? []).length * '"$undefined"'.length;
  const rows = rowsOf(payload);
  const parsed = new Map<string, unknown>();
  const textRows = new Map<string, number>();
  for (const [id, { text, bytes, isText }] of rows) {
    if (isText) {
      textRows.set(id, bytes);
      continue;
    }
    if (!text.startsWith('[') && !text.startsWith('{') && !text.startsWith('"')) continue;
    try {
      parsed.set(id, JSON.parse(text));
    } catch {
      // a row that is not JSON (a text chunk) stays framing
    }
  }
  // Client references (`id:I[module, chunks, name]`, the name maybe a reference to a string row), by id.
  const clients = new Map<string, string>();
  for (const [id, { text }] of rows) {
    if (!text.startsWith('I[')) continue;
    try {
      const name = (JSON.parse(text.slice(1)) as unknown[])[2];
      const resolved = typeof name === 'string' && name.startsWith('$') ? parsed.get(name.slice(1)) : name;
      if (typeof resolved === 'string') clients.set(id, resolved);
    } catch {
      // not a reference row after all
    }
  }
  const clientOf = (type: unknown) => (typeof type === 'string' && type.startsWith('$L') ? clients.get(type.slice(2)) : undefined);
  const seen = new Set<string>();
  let closed = false;
  let fields = 0;
  const add = (part: Part, n: number) => {
    out[part] += n;
    if (closed) out.closed += n;
  };
  const walk = (value: unknown, part: Part): void => {
    if (typeof value === 'string') {
      add(part, Buffer.byteLength(JSON.stringify(value)) + 1);
      const ref = /^\$[LQ@]?([0-9a-f]+)$/.exec(value);
      if (ref && textRows.has(ref[1]) && !seen.has(ref[1])) {
        seen.add(ref[1]);
        add(part === 'page' ? 'code' : part, textRows.get(ref[1]) ?? 0);
      }
      if (ref && parsed.has(ref[1]) && !seen.has(ref[1])) {
        seen.add(ref[1]);
        walk(parsed.get(ref[1]), part);
      }
      return;
    }
    if (Array.isArray(value)) {
      if (value[0] === '$' && value.length === 4 && value[3] && typeof value[3] === 'object') {
        const props = value[3] as Record<string, unknown>;
        const client = clientOf(value[1]);
        const own = partOf(value[1], props, client) ?? part;
        const outer = closed;
        const before = { bytes: out.closed, fields };
        closed ||=
          (value[1] === 'details' && /\boa-response\b/.test(String(props.className))) || client === 'ResponseClient' ? !props.open : false;
        if (closed && (/\boa-field\b/.test(String(props.className)) || client === 'FieldClient')) fields += 1;
        if (closed && client === 'FieldsClient' && Array.isArray(props.f)) fields += props.f.length;
        add(own, Buffer.byteLength(JSON.stringify(value.slice(0, 3))) + 2);
        for (const [k, v] of Object.entries(props)) {
          add(own, k.length + 4);
          walk(v, own);
        }
        if (closed && !outer && fields - before.fields >= 5) out.closedDeferrable += out.closed - before.bytes;
        closed = outer;
        return;
      }
      add(part, 2);
      for (const v of value) walk(v, part);
      return;
    }
    if (value && typeof value === 'object') {
      add(part, 2);
      for (const [k, v] of Object.entries(value)) {
        add(part, k.length + 4);
        walk(v, part);
      }
      return;
    }
    add(part, String(value).length + 1);
  };
  seen.add('0');
  walk(parsed.get('0'), 'framing');
  for (const [id, v] of parsed) if (!seen.has(id)) walk(v, 'framing');
  // What the walk's estimate of separators misses (row ids, newlines) is framing too.
  const counted = PARTS.reduce((s, p) => s + out[p], 0);
  out.framing += Math.max(0, out.total - counted);
  return out;
}

function endpointPages(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter((u) => u.startsWith('/api-reference/') && !u.includes('/schemas/'));
}

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

function report(label: string, distDir: string) {
  const pages = endpointPages(distDir)
    .map((url) => {
      try {
        return { url, b: attribute(readFileSync(path.join(distDir, 'server/app', `${url.slice(1)}.rsc`))) };
      } catch {
        return undefined;
      }
    })
    .filter((p) => p !== undefined)
    .sort((a, b) => a.b.total - b.b.total);
  console.log(`\n${label} (${distDir}): ${pages.length} endpoint pages`);
  const sum = (k: keyof Breakdown) => pages.reduce((s, p) => s + p.b[k], 0);
  console.log(
    `  all pages: ${kb(sum('total'))} RSC in all; ${PARTS.map((p) => `${p} ${((100 * sum(p)) / sum('total')).toFixed(1)}%`).join(', ')}` +
      `; closed responses ${((100 * sum('closed')) / sum('total')).toFixed(1)}%` +
      ` (of which with 5+ fields ${((100 * sum('closedDeferrable')) / sum('total')).toFixed(1)}%)`,
  );
  const byClosed = pages.map((p) => p.b.closed).sort((a, b) => a - b);
  const at = (q: number) => byClosed[Math.min(byClosed.length - 1, Math.floor(byClosed.length * q))] ?? 0;
  console.log(
    `  closed responses per page: ${pages.filter((p) => p.b.closed > 0).length} pages have any; median ${kb(at(0.5))}, p90 ${kb(at(0.9))}, ` +
      `p99 ${kb(at(0.99))}, largest ${kb(at(1))}`,
  );
  for (const [name, q] of [
    ['median', 0.5],
    ['p90', 0.9],
    ['largest', 1],
  ] as const) {
    const p = pages[Math.min(pages.length - 1, Math.floor(pages.length * q))];
    if (!p) continue;
    const cells = [...PARTS, 'undef' as const, 'closed' as const].map((k) => `${k} ${kb(p.b[k])}`);
    console.log(`  ${name.padEnd(8)} ${kb(p.b.total)}  ${cells.join('  ')}  ${p.url}`);
  }
}

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: npx tsx bench/page-payload.ts <label>=<distDir> [<label>=<distDir> …]');
  process.exit(1);
}
for (const arg of args) {
  const [label, dir] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, arg];
  report(label, path.resolve(dir));
}
