/**
 * Search benchmark: index size (raw and gzip) and query latency on a real site, side by side with
 * a baseline of a plain substring scan over the same documents. The index size is why search runs
 * on the server (lib/search/search-site.ts) instead of shipping the index to the browser.
 * Run: npx tsx bench/search.ts [docsDir]
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { buildSearchDocuments } from '../lib/search/build-documents';
import { SEARCH_OPTIONS, type SearchDocument } from '../lib/search/search-options';
import { loadSite } from '../lib/site/load-site';

const dir = path.resolve(process.argv[2] ?? '../shared/corpus/docs-sites/mintlify__docs');
const QUERIES = [
  'openapi',
  'navigation tabs',
  'custom domain',
  'analytics',
  'api key',
  'playground',
  'redirects',
  'dark mode',
  'webhook',
  'authentication',
  'mcp server',
  'components',
  'search',
  'deploy',
  'snippets',
];
const ROUNDS = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const site = await loadSite(dir);
const t0 = performance.now();
const docs = await buildSearchDocuments(site, site.routes);
const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
const seen = new Set<string>();
search.addAll(docs.filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true))));
const json = JSON.stringify(search);
const buildMs = performance.now() - t0;
const t1 = performance.now();
const loaded = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
const loadMs = performance.now() - t1;

const mini: number[] = [];
const scan: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const q of QUERIES) {
    let t = performance.now();
    loaded.search(q).slice(0, 20);
    mini.push(performance.now() - t);
    t = performance.now();
    const words = q.toLowerCase().split(' ');
    docs.filter((d) => words.every((w) => (d.title + ' ' + d.text).toLowerCase().includes(w))).slice(0, 20);
    scan.push(performance.now() - t);
  }
}

const raw = Buffer.byteLength(json);
const docsJson = Buffer.byteLength(JSON.stringify(docs));
console.log(`site: ${path.basename(dir)} — ${site.routes.length} routes, ${docs.length} search documents`);
console.log(
  `index build ${buildMs.toFixed(0)} ms; loading it saved (what a server does with the build-time index, or a browser would) ${loadMs.toFixed(0)} ms`,
);
console.log(
  `index size: ${(raw / 1024).toFixed(0)} KB raw, ${(gzipSync(json).length / 1024).toFixed(0)} KB gzip  | baseline (documents as JSON): ${(docsJson / 1024).toFixed(0)} KB raw, ${(gzipSync(JSON.stringify(docs)).length / 1024).toFixed(0)} KB gzip`,
);
console.log(`query latency over ${mini.length} queries:`);
console.log(`  MiniSearch      p50 ${percentile(mini, 50).toFixed(2)} ms  p99 ${percentile(mini, 99).toFixed(2)} ms`);
console.log(`  substring scan  p50 ${percentile(scan, 50).toFixed(2)} ms  p99 ${percentile(scan, 99).toFixed(2)} ms  (baseline)`);
console.log(`  ratio (scan / MiniSearch, p50): ${(percentile(scan, 50) / percentile(mini, 50)).toFixed(1)}×`);
