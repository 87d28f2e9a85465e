import type { Args } from './args';
import { chargeRate } from '../lib/agent/api/rate';
import { getRuntime } from '../lib/agent/runtime';
import { createKey, listKeys, revokeKey } from '../lib/agent/store/keys';
import { DEFAULT_ORG_ID, getProject } from '../lib/agent/store/projects';

const USAGE = 'usage: lectern keys create --project <id> [--name <label>] | lectern keys list | lectern keys revoke <key id>';

/**
 * `lectern keys …`: API keys for the agent job API. A created key is printed once, alone on
 * stdout, so `KEY=$(lectern keys create --project default)` works; only its hash is stored.
 */
export async function runKeys(args: Args): Promise<number> {
  const rt = getRuntime();
  const [sub, ...rest] = args.positional;
  if (sub === 'create') {
    const projectId = args.flags.get('project');
    if (typeof projectId !== 'string') return fail(`--project <id> is required\n${USAGE}`);
    const project = await getProject(rt, projectId);
    if (!project || project.org_id !== DEFAULT_ORG_ID)
      return fail(`no project "${projectId}"; add one with \`lectern project add ${projectId} --repo <path-or-url>\``);
    try {
      await chargeRate(rt, 'keys', DEFAULT_ORG_ID);
    } catch (error) {
      return fail((error as Error).message);
    }
    const name = args.flags.get('name');
    const { id, token } = await createKey(rt, {
      orgId: DEFAULT_ORG_ID,
      projectIds: [project.id],
      name: typeof name === 'string' ? name : undefined,
    });
    console.error(`Created key ${id} for project "${project.id}". It is shown once; store it now:`);
    console.log(token);
    return 0;
  }
  if (sub === 'list') {
    const rows = await listKeys(rt);
    for (const k of rows) {
      const state = k.revoked_at ? 'revoked' : 'active';
      const used = k.last_used_at ? new Date(k.last_used_at).toISOString() : 'never';
      console.log(`${k.id}  ${k.display_hint}…  ${state}  projects=${k.project_ids ?? '*'}  last used ${used}`);
    }
    if (rows.length === 0) console.log('No keys yet: lectern keys create --project default');
    return 0;
  }
  if (sub === 'revoke' && rest[0]) {
    if (!(await revokeKey(rt, rest[0]))) return fail(`no active key ${rest[0]}`);
    console.log(`Revoked ${rest[0]}.`);
    return 0;
  }
  return fail(USAGE);
}

function fail(message: string): number {
  console.error(`lectern keys: ${message}`);
  return 1;
}
