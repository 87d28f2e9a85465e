import type { AgentRuntime } from '../agent-runtime';
import { DEFAULT_PROJECT_ID } from '../store/projects';

/**
 * Why this worker must not start, or undefined (docs/agent-api.md "Repository providers"): the
 * `local` provider keeps each project's bare repository in the data folder, so with PostgreSQL,
 * where workers on other machines claim the same projects' runs, each machine would push to a
 * repository of its own. Allowed when the operator declares the folder shared by every machine
 * (`LECTERN_DATA_DIR_SHARED=1`). The built-in `default` project is not counted: it exists in every
 * database, and its deployments read the served folder itself; counting it would refuse the
 * GitHub-only cluster this check points people to.
 */
export async function clusterRefusal(rt: AgentRuntime): Promise<string | undefined> {
  if (rt.db.dialect !== 'postgres' || rt.env.dataDirShared) return undefined;
  const rows = await rt.db.kx
    .selectFrom('projects')
    .select('id')
    .where('repo_provider', '=', 'local')
    .where('id', '!=', DEFAULT_PROJECT_ID)
    .orderBy('id')
    .limit(4)
    .execute();
  if (rows.length === 0) return undefined;
  const names = rows.slice(0, 3).map((r) => `"${r.id}"`);
  const projects = `${rows.length > 3 ? `${names.join(', ')} and more` : names.join(', ')}`;
  return (
    `DATABASE_URL is PostgreSQL, and project${rows.length === 1 ? '' : 's'} ${projects} use${rows.length === 1 ? 's' : ''} the local git ` +
    `provider, whose repositories live in this machine's data folder (${rt.env.dataDir}): use the GitHub provider for ` +
    `${rows.length === 1 ? 'it' : 'them'} (lectern project add <id> --provider github), or, if every worker and site mounts ` +
    'this same folder, declare it shared with LECTERN_DATA_DIR_SHARED=1.'
  );
}
