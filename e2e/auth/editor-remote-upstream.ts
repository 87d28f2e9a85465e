import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

/** A running second agent API: its address, the key of its project, and how to stop it. */
export type RemoteUpstream = { url: string; key: string; projectId: string; process: ChildProcess };

/**
 * A second agent API for the editor routes' remote-upstream case (issue 15): the job API's real
 * route files served by the test harness's app server (test/agent/app-server.ts) on a port of its
 * own, over a data folder of its own, with a `local` project and a key of its own. The agent
 * library is server-only, so this file runs itself in a child process under the `react-server`
 * condition, as `lectern` does, and prints where it listens.
 */
export async function startRemoteUpstream(dataDir: string, projectId: string, publicBaseUrl: string): Promise<RemoteUpstream> {
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', SELF, projectId], {
    env: { ...process.env, LECTERN_DATA_DIR: dataDir, APP_BASE_URL: publicBaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the remote agent API exited with ${code}`)));
  });
  const { url, key } = JSON.parse(first) as { url: string; key: string };
  return { url, key, projectId, process: child };
}

async function main(projectId: string): Promise<void> {
  const { getRuntime } = await import('../../lib/agent/runtime');
  const { addLocalProject } = await import('../../test/agent/fixtures');
  const { startAppServer } = await import('../../test/agent/app-server');
  const rt = getRuntime();
  const { token } = await addLocalProject(rt, path.join(rt.env.dataDir, 'seed-sources', projectId), projectId);
  const app = await startAppServer();
  console.log(JSON.stringify({ url: app.url, key: token }));
}

if (process.argv[1] === SELF) await main(process.argv[2]);
