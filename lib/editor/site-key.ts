import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AgentRuntime } from '../agent/agent-runtime';
import { createKey, findKey } from '../agent/store/keys';
import { getProject } from '../agent/store/projects';

/**
 * The agent API key the site itself uses for its editors' requests to this Lectern's API (the
 * default upstream): created on first use, scoped to one project, kept in the data folder (mode
 * 0600, never sent to a browser) and stored hashed like every key. A revoked or deleted key is
 * replaced by a new one on the next use.
 */
export async function siteAgentKey(rt: AgentRuntime, projectId: string): Promise<string> {
  const file = path.join(rt.env.dataDir, `.editor-key-${projectId.replace(/[^A-Za-z0-9_-]/g, '_')}`);
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (await findKey(rt, token)) return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const project = await getProject(rt, projectId);
  if (!project) throw new Error(`no agent project "${projectId}"`);
  const { token } = await createKey(rt, { orgId: project.org_id, projectIds: [projectId], name: 'site editors' });
  mkdirSync(rt.env.dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, token, { mode: 0o600 });
  renameSync(temp, file);
  return token;
}
