import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type WorkerProcess = ChildProcess & { output: string[] };

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A real worker process, started with `npm run worker`'s command, on the database and data folder
 * that the test's environment names (process.env plus `env`). Its output is kept for assertions
 * and for failure messages.
 */
export function spawnWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as WorkerProcess;
  child.output = [];
  child.stdout!.on('data', (d) => child.output.push(String(d)));
  child.stderr!.on('data', (d) => child.output.push(String(d)));
  return child;
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );
}
