/**
 * Benchmark (issue 4): the playground on the project's own site, in Debian's Chromium.
 *
 *   npx tsx bench/playground.ts [--runs N] [--port P]      (after `next build`)
 *
 * Starts `next start` (loopback allowed for the proxy), then measures:
 *   - time from clicking Send to the first lines of the 5 MB JSON body on screen, and the longest
 *     main-thread task (PerformanceObserver `longtask`) from Send until formatting ends;
 *   - first-load JavaScript of an endpoint page: the <script src> files of its HTML, gzipped;
 *   - the lazily loaded playground chunks (requested after the page loaded), gzipped.
 * Goals: ≤ 1 s to visible, no task > 200 ms, first-load ≤ 200 KB gzip.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import e2e from '../playwright.config';
import { waitForServer } from './wait-for-server';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(arg('--runs', '5'));
const PORT = Number(arg('--port', '3231'));
const BASE = `http://127.0.0.1:${PORT}`;
const ENDPOINT = '/api-reference/behaviour/get-a-large-json-document';

const server = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LECTERN_PROXY_ALLOW_PRIVATE: '1' },
  stdio: 'ignore',
});
try {
  await waitForServer(`${BASE}/`, { tries: 120, intervalMs: 500, needOk: true });
  // The browser the e2e suites use, launched the same way.
  const browser = await chromium.launch(e2e.use?.launchOptions);
  const page = await browser.newPage();
  const { firstLoad, lazy } = await measureJs(page);
  const samples: { visibleMs: number; longestMs: number }[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await measureSend(page));
  await browser.close();

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nPlayground benchmark (${RUNS} runs, Chromium, next start)`);
  console.log(
    `  Send → 5 MB JSON visible: median ${median(samples.map((s) => s.visibleMs)).toFixed(0)} ms (runs: ${samples.map((s) => s.visibleMs.toFixed(0)).join(', ')})  goal ≤ 1000 ms`,
  );
  // `longtask` entries exist only for tasks over 50 ms: 0 means none was that long.
  const longest = (ms: number) => (ms === 0 ? 'none over 50 ms' : `${ms.toFixed(0)} ms`);
  console.log(
    `  longest main-thread task: median ${longest(median(samples.map((s) => s.longestMs)))}, max ${longest(Math.max(...samples.map((s) => s.longestMs)))} (runs: ${samples.map((s) => s.longestMs.toFixed(0)).join(', ')})  goal ≤ 200 ms`,
  );
  console.log(
    `  first-load JS of ${ENDPOINT}: ${kb(firstLoad.gzip)} gzip (${kb(firstLoad.raw)} raw, ${firstLoad.files} files)  goal ≤ 200 KB`,
  );
  for (const chunk of lazy) console.log(`  lazy chunk ${chunk.name}: ${kb(chunk.gzip)} gzip (${kb(chunk.raw)} raw)`);
  console.log(`  lazy total: ${kb(lazy.reduce((n, c) => n + c.gzip, 0))} gzip`);
} finally {
  server.kill();
}

/** First-load scripts from the HTML; lazy chunks are the JS requested after `load`. */
async function measureJs(page: Page) {
  const html = await (await fetch(`${BASE}${ENDPOINT}`)).text();
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1], BASE).href);
  const sizes = await Promise.all(initial.map(size));
  const firstLoad = { files: initial.length, raw: sizes.reduce((n, s) => n + s.raw, 0), gzip: sizes.reduce((n, s) => n + s.gzip, 0) };
  const requested: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && requested.push(r.url()));
  await page.goto(`${BASE}${ENDPOINT}`, { waitUntil: 'load' });
  await page.locator('.pg-code-source').waitFor();
  const lazyUrls = [...new Set(requested)].filter((u) => !initial.includes(u));
  const lazy = await Promise.all(lazyUrls.map(async (u) => ({ name: new URL(u).pathname.split('/').pop()!, ...(await size(u)) })));
  return { firstLoad, lazy };
}

async function size(url: string) {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** One Send of the 5 MB body on a fresh page load. */
async function measureSend(page: Page) {
  await page.goto(`${BASE}${ENDPOINT}`);
  await page.locator('#pg-server').selectOption({ index: 1 });
  await page.evaluate(() => {
    const w = window as unknown as { bench: { longest: number; clicked: number; visible: number } };
    w.bench = { longest: 0, clicked: 0, visible: 0 };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.bench.longest = Math.max(w.bench.longest, e.duration)))).observe({
      type: 'longtask',
    });
    document.querySelector('.pg-send')!.addEventListener('click', () => (w.bench.clicked = performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('.pg-json .pg-line')) {
        observer.disconnect();
        requestAnimationFrame(() => (w.bench.visible = performance.now()));
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.pg-send').click();
  await page.waitForFunction(() => (window as unknown as { bench: { visible: number } }).bench.visible > 0, null, { timeout: 30_000 });
  await page.getByText(/^Formatting…/).waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForTimeout(300);
  const b = await page.evaluate(() => (window as unknown as { bench: { longest: number; clicked: number; visible: number } }).bench);
  return { visibleMs: b.visible - b.clicked, longestMs: b.longest };
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
