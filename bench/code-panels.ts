/**
 * What the code panels of the reference's right-hand column weigh in each endpoint page's HTML (issue
 * 12; components/openapi/draw-code.ts decides how each is drawn): per page, on average, the bytes of
 * the panels a reader sees on arrival, highlighted, of the hidden ones (other languages, statuses and
 * named examples; highlighted before, plain text after), and of the plain tail of long examples drawn
 * in part; then the largest panel and the heaviest page's column. The same bytes travel again in
 * every copy of the RSC payload Next writes (bench/page-payload.ts attributes those), so they cost
 * about five times this on disk. Each build beside the first (the baseline).
 *
 * Run: npx tsx bench/code-panels.ts <label>=<distDir> [<label>=<distDir> …]
 * (e.g. before=/work/main/.next-bench-github after=.next-bench-github; reads files only, no server)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Weights = { shown: number; hidden: number; folded: number; largest: number; column: number };

const TAG = /<(\/?)([a-z]+)\b([^>]*)>/g;
const VOID = new Set(['br', 'img', 'input', 'meta', 'link', 'hr', 'source', 'wbr']);

/**
 * The code panels of one page's `<aside class="oa-aside">`: each `<pre>` measured whole and counted
 * as shown unless it sits in a `hidden` tab panel; the part of it after `<span class="oa-rest">` is
 * the folded tail.
 */
function weigh(html: string): Weights {
  const out: Weights = { shown: 0, hidden: 0, folded: 0, largest: 0, column: 0 };
  const start = html.indexOf('<aside class="oa-aside"');
  if (start < 0) return out;
  const end = html.indexOf('</aside>', start);
  const aside = html.slice(start, end);
  out.column = aside.length;
  const stack: { tag: string; hidden: boolean; at: number }[] = [];
  for (const m of aside.matchAll(TAG)) {
    const [text, closing, tag, attrs] = m;
    if (VOID.has(tag) || attrs.endsWith('/')) continue;
    if (!closing) {
      stack.push({ tag, hidden: /\brole="tabpanel"/.test(attrs) && /\shidden=""/.test(attrs), at: m.index });
      continue;
    }
    let open;
    while ((open = stack.pop()) && open.tag !== tag);
    if (!open || tag !== 'pre') continue;
    const block = aside.slice(open.at, m.index + text.length);
    const rest = block.indexOf('<span class="oa-rest">');
    const folded = rest < 0 ? 0 : block.length - rest;
    if (stack.some((s) => s.hidden)) out.hidden += block.length;
    else {
      out.shown += block.length - folded;
      out.folded += folded;
    }
    out.largest = Math.max(out.largest, block.length);
  }
  return out;
}

function endpointPages(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter((u) => u.startsWith('/api-reference/') && !u.includes('/schemas/'));
}

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

function report(label: string, distDir: string, baseline?: Weights) {
  let pages = 0;
  const sum: Weights = { shown: 0, hidden: 0, folded: 0, largest: 0, column: 0 };
  let heaviest = { url: '', column: 0 };
  for (const url of endpointPages(distDir)) {
    let html: string;
    try {
      html = readFileSync(path.join(distDir, 'server/app', `${url.slice(1)}.html`), 'latin1');
    } catch {
      continue;
    }
    const w = weigh(html);
    if (!w.column) continue;
    pages++;
    sum.shown += w.shown;
    sum.hidden += w.hidden;
    sum.folded += w.folded;
    sum.largest = Math.max(sum.largest, w.largest);
    if (w.column > heaviest.column) heaviest = { url, column: w.column };
  }
  const avg: Weights = {
    shown: sum.shown / pages,
    hidden: sum.hidden / pages,
    folded: sum.folded / pages,
    largest: sum.largest,
    column: heaviest.column,
  };
  const vs = (k: keyof Weights) => (baseline ? `   (baseline ${kb(baseline[k]).trim()})` : '');
  console.log(`\n${label} (${distDir}): ${pages} endpoint pages`);
  console.log(`  code panels shown on arrival, per page      ${kb(avg.shown)}${vs('shown')}`);
  console.log(`  hidden tabs, per page                       ${kb(avg.hidden)}${vs('hidden')}`);
  console.log(`  folded tails of long examples, per page     ${kb(avg.folded)}${vs('folded')}`);
  console.log(`  largest panel                               ${kb(avg.largest)}${vs('largest')}`);
  console.log(`  heaviest right-hand column                  ${kb(avg.column)}${vs('column')}  ${heaviest.url}`);
  return avg;
}

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: npx tsx bench/code-panels.ts <label>=<distDir> [<label>=<distDir> …]');
  process.exit(1);
}
let first: Weights | undefined;
for (const arg of args) {
  const [label, dir] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, arg];
  const w = report(label, path.resolve(dir), first);
  first ??= w;
}
