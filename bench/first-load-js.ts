/**
 * First-load JavaScript of the own site (issue 12): in Chromium, the bytes of JavaScript a first
 * visit downloads before `load` (Resource Timing's encodedBodySize: as sent, gzip from
 * `next start`), on five pages: MDX pages and endpoint pages. What the browser fetches is what
 * counts (the `noModule` polyfill chunk is never fetched, so it is not counted). Goal ≤ 150 KB.
 * The largest chunks are listed with the modules they are recognised by, to say where bytes go.
 *
 *   NEXT_TELEMETRY_DISABLED=1 flock /tmp/lectern-heavy.lock node node_modules/next/dist/bin/next build
 *   flock /tmp/lectern-heavy.lock node --import tsx bench/first-load-js.ts [distDir, default .next]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3335;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = process.argv[2] ?? '.next';
const GOAL_KB = 150;
const PAGES = [
  { kind: 'MDX', url: '/' },
  { kind: 'MDX', url: '/writing/pages' },
  { kind: 'MDX (components)', url: '/components' },
  { kind: 'endpoint', url: '/api-reference/echo/echo-a-body' },
  { kind: 'endpoint', url: '/agent-api/jobs/create-an-agent-job' },
];
/** Strings that name what a chunk holds (production chunks keep no module paths). */
const MARKERS: [RegExp, string][] = [
  [/__reactFiberBeforeMutation|react-dom|ReactDOM/, 'react-dom'],
  [/next-router-state-tree|__next_f|nextjs\.|NEXT_REDIRECT/, 'next runtime'],
  [/mermaid/i, 'mermaid'],
  [/katex/i, 'katex'],
  [/shiki|tm-grammar|textmate/i, 'shiki'],
  [/playground/i, 'playground'],
  [/minisearch/i, 'minisearch'],
  [/lucide/i, 'lucide'],
];

type Script = { name: string; bytes: number };

/** Both units: the goal says "KB", and 1024 or 1000 bytes moves the figure by 2.4%. */
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB ${(n / 1000).toFixed(1)} kB`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const server = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: root,
    detached: true,
    env: { ...process.env, LECTERN_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await waitUntilUp();
    const chunks = new Map<string, number>();
    console.log(['page', 'kind', 'JS before load (gzip)', 'requests', 'goal'].map((h, i) => (i ? h.padStart(22) : h.padEnd(44))).join(''));
    for (const { kind, url } of PAGES) {
      // A fresh context per page: nothing cached, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const response = await page.goto(`${ORIGIN}${url}`, { waitUntil: 'load' });
      if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
      const scripts: Script[] = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => /\.js(\?|$)/.test(e.name) && e.startTime <= nav.loadEventStart)
          .map((e) => ({ name: new URL(e.name).pathname, bytes: e.encodedBodySize }));
      });
      await context.close();
      for (const s of scripts) chunks.set(s.name, s.bytes);
      const total = scripts.reduce((a, s) => a + s.bytes, 0);
      const cells = [kind, kb(total), String(scripts.length), `≤ ${GOAL_KB} KB`];
      console.log(url.padEnd(44) + cells.map((c) => c.padStart(22)).join(''));
    }
    console.log('\nlargest chunks (gzip as served, raw size, what they hold):');
    const largest = [...chunks].sort((a, b) => b[1] - a[1]).slice(0, 6);
    for (const [name, bytes] of largest) {
      const text = await (await fetch(`${ORIGIN}${name}`)).text();
      const holds = MARKERS.filter(([re]) => re.test(text)).map(([, label]) => label);
      console.log(`  ${kib(bytes).padStart(10)} ${kib(text.length).padStart(10)}  ${path.basename(name)}  ${holds.join(', ') || '?'}`);
    }
  } finally {
    await browser.close();
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  }
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; ; i++) {
    const up = await fetch(`${ORIGIN}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (i > 240) throw new Error(`${DIST}: next start did not answer`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

await main();
