// Compiles the `lectern` command to plain JavaScript (dist/cli/), so it starts without
// transpiling TypeScript on every call. Run by `npm install` (prepare) and again by bin/lectern.mjs
// whenever a source file is newer than the build. esbuild is the compiler Next itself installs.
// Dependencies stay external (resolved from node_modules at run time); `server-only` becomes an
// empty module, as it is for Next's server, so the command runs in-process without the
// `react-server` condition. Each subcommand is its own chunk: `lectern --help` loads none of them.
//
// Every build goes to a folder of its own, and `dist/cli/current` (replaced atomically) names the
// newest: a command that is running keeps loading its chunks from its own build while another
// `lectern` compiles a newer one.
import { build } from 'esbuild';
import { serverOnlyIsEmpty } from './esbuild-server-only.mjs';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CLI_DIR = path.join(root, 'dist/cli');
export const POINTER = path.join(CLI_DIR, 'current');
const KEEP_OLD_MS = 10 * 60_000;

/** Compiles the command into a new build folder and points `current` at it; returns the entry file. */
export async function buildCli() {
  const name = `build-${Date.now()}-${process.pid}`;
  const outdir = path.join(CLI_DIR, name);
  await build({
    absWorkingDir: root,
    entryPoints: { lectern: 'cli/main.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    plugins: [serverOnlyIsEmpty],
  });
  mkdirSync(CLI_DIR, { recursive: true });
  const temp = `${POINTER}.${process.pid}`;
  writeFileSync(temp, name);
  renameSync(temp, POINTER);
  // Older builds are removed once no command can still be running from them.
  for (const entry of readdirSync(CLI_DIR)) {
    const full = path.join(CLI_DIR, entry);
    if (entry.startsWith('build-') && entry !== name && Date.now() - statSync(full).mtimeMs > KEEP_OLD_MS)
      rmSync(full, { recursive: true, force: true });
  }
  return path.join(outdir, 'lectern.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildCli();
}
