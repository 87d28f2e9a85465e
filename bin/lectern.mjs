#!/usr/bin/env node
// The `lectern` command. Its code is TypeScript shared with the site, run through tsx. It re-runs
// itself once under the `react-server` condition so modules marked `server-only` load as they
// do inside Next's server.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../cli/main.ts', import.meta.url));
// Resolved from this file, not from the caller's folder, so `lectern` works from anywhere.
const tsx = import.meta.resolve('tsx');
const result = spawnSync(
  process.execPath,
  ['--conditions=react-server', '--import', tsx, main, ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: process.cwd(), env: process.env },
);
if (result.error) {
  console.error(`lectern: could not start: ${result.error.message}`);
  process.exit(2);
}
process.exit(result.status ?? 1);
