// `npm run dev`: the Next.js dev server and the agent worker together, so a fresh checkout can run
// an agent job with one command. Ctrl-C (or SIGTERM) stops both; if Next exits, the worker is
// stopped too. Extra arguments go to `next dev` (e.g. `npm run dev -- -p 4000`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1' };
const children = new Map();

function start(name, args) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.log(`[dev] ${name} exited (${signal ?? code})`);
      if (name === 'next') stop('SIGTERM');
    }
    if (children.size === 0) process.exit(code ?? 0);
  });
  return child;
}

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  // A worker mid-run gets its grace period; never hang forever.
  setTimeout(() => process.exit(1), 30_000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

start('next', ['node_modules/next/dist/bin/next', 'dev', ...process.argv.slice(2)]);
start('worker', ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts']);
