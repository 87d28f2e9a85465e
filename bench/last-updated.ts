/**
 * "Last updated" benchmark: the git dates of every page of a docs folder from ONE `git log` over
 * the folder (lib/page-meta/git-dates.ts, what a build runs), side by side with the baseline of one
 * `git log -1` per page file, and whether both give the same dates. Why the build does the former.
 * Run: npx tsx bench/last-updated.ts [docsDir]   (default: this repository's own site)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadGitDates } from '../lib/page-meta/git-dates';

const dir = path.resolve(process.argv[2] ?? '.');

function pages(root: string, sub = ''): string[] {
  return readdirSync(path.join(root, sub), { withFileTypes: true }).flatMap((e) => {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : pages(root, rel);
    return /\.mdx?$/.test(e.name) ? [rel] : [];
  });
}

const files = pages(dir);
let t = performance.now();
const once = await loadGitDates(dir);
const oneLogMs = performance.now() - t;

t = performance.now();
const perPage = new Map<string, string>();
for (const file of files) {
  const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: dir, encoding: 'utf8' }).trim();
  if (date) perPage.set(file, date);
}
const perPageMs = performance.now() - t;

const disagree = files.filter((f) => (once.get(f) ?? '') !== (perPage.get(f) ?? ''));
console.log(`docs folder: ${dir} (${files.length} page files, ${perPage.size} with history)`);
console.log(`one git log for the folder:   ${oneLogMs.toFixed(0).padStart(7)} ms`);
console.log(`baseline, git log per page:   ${perPageMs.toFixed(0).padStart(7)} ms  (${(perPageMs / Math.max(oneLogMs, 1)).toFixed(1)}x)`);
console.log(`pages whose dates differ: ${disagree.length}${disagree.length ? ` (${disagree.slice(0, 5).join(', ')})` : ''}`);
