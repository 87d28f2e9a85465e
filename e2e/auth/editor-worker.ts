import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The agent worker a fixture server's jobs need: `scripts/worker.ts` as its own process over the
 * server's data folder, talking to the scripted model at `modelBaseUrl`, as an operator runs it.
 * The editor specs start one each (Playwright runs one spec file at a time here) and stop it after.
 */
export function startEditorWorker(o: { dataDir: string; modelBaseUrl: string; appBaseUrl: string }): ChildProcess {
  return spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
    env: {
      ...process.env,
      LECTERN_DATA_DIR: o.dataDir,
      AGENT_MODEL_BASE_URL: o.modelBaseUrl,
      AGENT_MODEL: 'scripted',
      AGENT_POLL_INTERVAL_MS: '100',
      APP_BASE_URL: o.appBaseUrl,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
