/**
 * The writer's loop (issue 12): `npm run dev` on the own site, time to the first page, and from an
 * MDX edit to the refreshed page content, side by side with `node -e 0` (process start) in the
 * same run. (A plain `next dev` of a one-page app was tried as a second baseline: inside the
 * repository Next picks up the repository's next.config.ts, proxy.ts and instrumentation.ts, and
 * outside it Turbopack does not resolve the installed `next`; it would not be a plain app either way.)
 *
 *   flock /tmp/lectern-heavy.lock node --import tsx bench/writers-loop.ts [edits, default 5]
 *   (BENCH_VERBOSE=1 shows the dev server's own log: compile and render times, the warm-up.)
 *
 * The docs are a temporary copy of the own site (docs.json + content/): the bench edits that copy,
 * never the repository's docs. "First page" is from spawning the dev server to the first 200 of a
 * page holding its text; "edit → refresh" is from writing the edited MDX file to the first answer
 * of the page (polled every 25 ms) that holds the new text. Goal: first page ≤ 10 s, edit → refresh ≤ 1 s.
 * Beside the first page's wall time, the CPU seconds the dev server's processes spent until then:
 * on a shared 2-core machine the wall time follows the others' load, the CPU time much less.
 * Each run starts cold for Turbopack: the bench's dist folder (.next-writers-loop, with Next's
 * persistent dev cache) is removed first (BENCH_WARM=1 keeps it). That cold start is the goal's row. A
 * second row restarts the dev server with the cache the first one left (Next 16.4 keeps it by default,
 * experimental.turbopackFileSystemCacheForDev): a writer's usual morning. Below the rows, the modules
 * Turbopack compiled for each part of the server until the first page (instrumentation, the proxy, the
 * page's server components and their server rendering, the browser), counted in the dist folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const EDITS = Number(process.argv[2] ?? 5);
const LECTERN_PORT = 3390;
const DIST_DIR = '.next-writers-loop';
const PAGE_TIMEOUT_MS = 300_000;
const EDIT_TIMEOUT_MS = 60_000;

type Loop = { firstPageMs: number; firstPageCpuS: number | undefined; editMs: number[] };

/**
 * CPU seconds (user + system, with reaped children's) of every live process in a process group:
 * the dev server's Next processes and the worker. On a machine others share, wall time to the first
 * page moves with their load; the CPU it cost moves far less. Linux /proc only (undefined elsewhere).
 */
function groupCpuSeconds(pgid: number): number | undefined {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // Gone since the listing.
      }
      // After the command name in parentheses: state ppid pgrp … utime(14) stime(15) cutime(16) cstime(17).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const own = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      ticks += own;
      if (process.env.BENCH_VERBOSE) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').slice(0, 100);
        console.log(`[bench] CPU ${(own / 100).toFixed(2)} s: ${command}`);
      }
    }
  } catch {
    return undefined;
  }
  // USER_HZ is 100 on every Linux this runs on (sysconf(_SC_CLK_TCK); Node does not expose it).
  return ticks / 100;
}

/**
 * The modules Turbopack compiled into a dev dist folder, per layer (instrumentation, middleware for the
 * proxy, app-rsc, app-ssr, app-client): each module of a chunk starts a line with its quoted id,
 * `"[project]/<path> [<layer>] (<kind>)`. A module in two chunks of one layer counts once.
 */
function modulesPerLayer(distDir: string): Map<string, number> {
  const ids = new Map<string, Set<string>>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.js')) {
        for (const m of readFileSync(file, 'utf8').matchAll(/^"\[project\]\/([^"]*?) \[([\w-]+)\] \(/gm)) {
          if (!ids.has(m[2])) ids.set(m[2], new Set());
          ids.get(m[2])!.add(m[1]);
        }
      }
    }
  };
  try {
    visit(path.join(distDir, 'dev'));
  } catch {
    // No dev output (an older Next writes elsewhere): the counts are left out.
  }
  return new Map([...ids].map(([layer, set]) => [layer, set.size]));
}

/** GET a page until its body holds `text` (any status but 200 counts as not yet); returns ms waited. */
async function waitForText(url: string, text: string, started: number, timeoutMs: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url, { cache: 'no-store' });
      const body = await res.text();
      if (res.status === 200 && body.includes(text)) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} never showed "${text}"`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Starts a dev server, waits for the first page, then times `EDITS` edits of one source file. */
async function measure(opts: {
  spawnServer: () => ChildProcess;
  url: string;
  firstText: string;
  file: string;
  edit: (original: string, marker: string) => string;
}): Promise<Loop> {
  const original = readFileSync(opts.file, 'utf8');
  const started = performance.now();
  const server = opts.spawnServer();
  try {
    const firstPageMs = await waitForText(opts.url, opts.firstText, started, PAGE_TIMEOUT_MS);
    const firstPageCpuS = server.pid === undefined ? undefined : groupCpuSeconds(server.pid);
    const editMs: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `Edited paragraph ${i} ${Date.now().toString(36)}`;
      const editStarted = performance.now();
      writeFileSync(opts.file, opts.edit(original, marker));
      editMs.push(await waitForText(opts.url, marker, editStarted, EDIT_TIMEOUT_MS));
    }
    return { firstPageMs, firstPageCpuS, editMs };
  } finally {
    stop(server);
  }
}

/** Each server runs in a process group of its own, so Next's workers stop with it. */
const running = new Set<ChildProcess>();

function start(args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: process.env.BENCH_VERBOSE ? ['ignore', 'inherit', 'inherit'] : 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  running.add(child);
  return child;
}

function stop(child: ChildProcess): void {
  running.delete(child);
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'lectern-writers-loop-'));
  try {
    const nodeStarted = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    const nodeMs = performance.now() - nodeStarted;

    const docs = path.join(temp, 'docs');
    mkdirSync(docs);
    cpSync(path.join(root, 'docs.json'), path.join(docs, 'docs.json'));
    cpSync(path.join(root, 'content'), path.join(docs, 'content'), { recursive: true });
    const mdx = path.join(docs, 'content/writing/pages.mdx');
    if (!process.env.BENCH_WARM) rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
    const run = () =>
      measure({
        spawnServer: () =>
          start(['scripts/dev.mjs', '-p', String(LECTERN_PORT), '-H', '127.0.0.1'], root, {
            DOCS_DIR: docs,
            LECTERN_DIST_DIR: DIST_DIR,
            LECTERN_DATA_DIR: path.join(temp, 'data'),
          }),
        url: `http://127.0.0.1:${LECTERN_PORT}/writing/pages`,
        firstText: 'Every page of a Lectern site is one MDX or Markdown file',
        file: mdx,
        edit: (original, marker) => `${original.trimEnd()}\n\n${marker}\n`,
      });
    const cold = await run();
    const modules = modulesPerLayer(path.join(root, DIST_DIR));
    // The first server has stopped (its process group got SIGTERM); its cache must be written out.
    await new Promise((r) => setTimeout(r, 2000));
    const warm = await run();

    console.log(`${EDITS} edits; edit → refresh as median (max); CPU = the dev server's processes until the first page`);
    const row = (cells: string[]) => console.log(cells.map((c, i) => (i ? c.padStart(18) : c.padEnd(30))).join(''));
    row(['', 'first page', 'CPU to first page', 'edit → refresh', 'goal']);
    row(['node -e 0 (baseline)', s(nodeMs), '', '', '']);
    for (const [name, loop] of [
      [process.env.BENCH_WARM ? 'npm run dev, own site (warm)' : 'npm run dev, own site (cold)', cold],
      ['restart, dev cache kept', warm],
    ] as const) {
      const edit = `${s(median(loop.editMs))} (${s(Math.max(...loop.editMs))})`;
      const cpu = loop.firstPageCpuS === undefined ? 'n/a' : `${loop.firstPageCpuS.toFixed(2)} s`;
      row([name, s(loop.firstPageMs), cpu, edit, loop === cold ? '≤ 10 s, ≤ 1 s' : '']);
    }
    const layers = ['instrumentation', 'middleware', 'app-rsc', 'app-ssr', 'app-client'];
    const names = ['instrumentation', 'proxy', 'page (server components)', 'page (server rendering)', 'browser'];
    const counts = layers.map((layer, i) => `${names[i]} ${modules.get(layer) ?? 0}`).join(', ');
    console.log(`modules compiled until the first page (cold): ${counts}`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

// An interrupted run still stops the dev servers (each in a process group of its own).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running.forEach(stop);
    process.exit(1);
  });
}

await main();
