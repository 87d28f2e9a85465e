import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

/**
 * Makes sure the fixture server's data folder holds the `local` project its editors' jobs go to
 * (`LECTERN_AGENT_PROJECT`), over a small docs repository, through the agent library itself. That
 * library is server-only, so this file runs itself in a child process under the `react-server`
 * condition, as `lectern` does. Idempotent: the auth and attack suites share the data folder.
 */
export function seedEditorProject(dataDir: string, projectId: string): void {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', SELF, projectId], {
    env: { ...process.env, LECTERN_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`seeding the editors' project failed:\n${run.stderr}`);
}

async function main(projectId: string): Promise<void> {
  const { getRuntime } = await import('../../lib/agent/runtime');
  const { getProject } = await import('../../lib/agent/store/projects');
  const { addLocalProject } = await import('../../test/agent/fixtures');
  const rt = getRuntime();
  if (!(await getProject(rt, projectId))) await addLocalProject(rt, path.join(rt.env.dataDir, 'seed-sources', projectId), projectId);
  await rt.db.close();
}

if (process.argv[1] === SELF) await main(process.argv[2]);
