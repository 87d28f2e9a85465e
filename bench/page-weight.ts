/**
 * Page weight of endpoint pages (issue 12): for each built site given, the gzip size of every
 * prerendered endpoint page's HTML (median, p90, largest), how much of it is the inline RSC
 * payload, and the JavaScript a browser downloads before `load` on a few of them (measured in
 * Chromium from Resource Timing: what is fetched, compressed as served; the `noModule` chunk is
 * never fetched, so it is not counted). Printed side by side, first build first (the baseline).
 *
 * Run: npx tsx bench/page-weight.ts <docsDir> <label>=<distDir> [<label>=<distDir> …]
 * bench/github-site-build.ts builds the GitHub REST site and runs this on it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3395;
const BROWSER_PAGES = 5;

export type Weight = {
  label: string;
  pages: number;
  median: number;
  p90: number;
  largest: number;
  rscMedian: number;
  jsMedian: number;
  jsRequests: number;
};

const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
/** Both units: the goals say "KB", and 1024 or 1000 bytes moves a figure by 2.4%. */
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB ${(n / 1000).toFixed(1)} kB`;

/** Endpoint URLs of a build: prerendered pages under /api-reference/ that are not schema pages. */
function endpointUrls(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(manifest.routes)
    .filter((u) => u.startsWith('/api-reference/') && !u.includes('/schemas/'))
    .sort();
}

function htmlOf(distDir: string, url: string): string | undefined {
  try {
    return readFileSync(path.join(root, distDir, 'server/app', `${url.slice(1)}.html`), 'utf8');
  } catch {
    return undefined;
  }
}

/** The inline RSC payload of a page: the scripts that push Flight rows into `self.__next_f`. */
function inlineRsc(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((m) => m[1]).join('');
}

async function firstLoadJs(docsDir: string, distDir: string, urls: string[]): Promise<{ median: number; requests: number }> {
  const server = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, DOCS_DIR: docsDir, LECTERN_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`http://127.0.0.1:${PORT}/`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (i > 120) throw new Error(`${distDir}: next start did not answer`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const sizes: number[] = [];
    let requests = 0;
    for (const url of urls) {
      // A fresh context per page: nothing cached, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${PORT}${url}`, { waitUntil: 'load' });
      const js = await page.evaluate(() => {
        const loadEnd = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => /\.js(\?|$)/.test(e.name) && e.startTime <= loadEnd.loadEventStart)
          .map((e) => e.encodedBodySize);
      });
      sizes.push(js.reduce((a, b) => a + b, 0));
      requests = Math.max(requests, js.length);
      await context.close();
    }
    sizes.sort((a, b) => a - b);
    return { median: pick(sizes, 0.5), requests };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Measures one build of `docsDir` in `distDir`. */
export async function measurePageWeight(label: string, docsDir: string, distDir: string): Promise<Weight> {
  const urls = endpointUrls(distDir);
  const gz: number[] = [];
  const rsc: number[] = [];
  for (const url of urls) {
    const html = htmlOf(distDir, url);
    if (html === undefined) continue;
    gz.push(gzipSync(html).length);
    rsc.push(gzipSync(inlineRsc(html)).length);
  }
  gz.sort((a, b) => a - b);
  rsc.sort((a, b) => a - b);
  const sample = Array.from({ length: BROWSER_PAGES }, (_, i) => urls[Math.floor(((i + 0.5) * urls.length) / BROWSER_PAGES)]);
  const js = await firstLoadJs(docsDir, distDir, sample);
  return {
    label,
    pages: gz.length,
    median: pick(gz, 0.5),
    p90: pick(gz, 0.9),
    largest: gz[gz.length - 1],
    rscMedian: pick(rsc, 0.5),
    jsMedian: js.median,
    jsRequests: js.requests,
  };
}

/** The figures of each build, one column per build, with the goals beside them. */
export function printWeights(weights: Weight[]) {
  const rows: [string, (w: Weight) => string, string][] = [
    ['endpoint pages measured', (w) => String(w.pages), ''],
    ['HTML gzip, median', (w) => kb(w.median), '≤ 40 KB'],
    ['HTML gzip, p90', (w) => kb(w.p90), '≤ 50 KB'],
    ['HTML gzip, largest', (w) => kb(w.largest), ''],
    ['  of it inline RSC (gzip), median', (w) => kb(w.rscMedian), ''],
    [`first-load JS (gzip), median of ${BROWSER_PAGES}`, (w) => kb(w.jsMedian), '≤ 150 KB'],
    ['  JS requests before load', (w) => String(w.jsRequests), ''],
  ];
  console.log(['', ...weights.map((w) => w.label), 'goal'].map((c, i) => (i === 0 ? c.padEnd(40) : c.padStart(22))).join(''));
  for (const [name, value, goal] of rows)
    console.log([name.padEnd(40), ...weights.map((w) => value(w).padStart(22)), goal.padStart(22)].join(''));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [docsDir, ...builds] = process.argv.slice(2);
  if (!docsDir || builds.length === 0) {
    console.error('usage: npx tsx bench/page-weight.ts <docsDir> <label>=<distDir> [<label>=<distDir> …]');
    process.exit(2);
  }
  const weights: Weight[] = [];
  for (const build of builds) {
    const [label, distDir] = build.includes('=') ? build.split('=') : [build, build];
    weights.push(await measurePageWeight(label, docsDir, distDir));
  }
  printWeights(weights);
}
