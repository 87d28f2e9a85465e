import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A seeded pull request: its project, number, and its page link (`/pull/<p>/<n>?token=…`). */
export type SeededPr = { projectId: string; number: number; link: string; title: string; added: string };

const SELF = fileURLToPath(import.meta.url);
const TITLE = 'docs: Add the launch plan';
const ADDED = 'The launch is on the 3rd; the keynote password is swordfish.';

/**
 * Seeds a server's data folder with a `local` project and one open pull request, through the
 * agent library a finished job uses (test/agent/seed-local-pr.ts). That library is
 * server-only, so this file runs itself in a child process under the `react-server` condition, as
 * `lectern` does. The project id is new on every call, so reruns never collide.
 */
export function seedPullRequest(dataDir: string): SeededPr {
  const projectId = `sec-pull-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', SELF, projectId], {
    env: { ...process.env, LECTERN_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`seeding a pull request failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

async function main(projectId: string): Promise<void> {
  const { getRuntime } = await import('../../lib/agent/runtime');
  const { seedLocalPr } = await import('../../test/agent/seed-local-pr');
  const rt = getRuntime();
  const root = path.join(rt.env.dataDir, 'seed-sources', projectId);
  const pr = await seedLocalPr(rt, root, projectId, {
    title: TITLE,
    body: 'Prompt: write the launch plan page.',
    page: 'launch',
    content: `# Launch\n\n${ADDED}\n`,
  });
  await rt.db.close();
  const url = new URL(pr.url);
  console.log(
    JSON.stringify({ projectId, number: pr.number, link: `${url.pathname}${url.search}`, title: TITLE, added: ADDED } satisfies SeededPr),
  );
}

if (process.argv[1] === SELF) await main(process.argv[2]);
