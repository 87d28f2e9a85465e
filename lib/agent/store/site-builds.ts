import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';

export type SpecSnapshot = { url: string; etag: string | null; last_modified: string | null; sha256: string; body: string };

/** The stored snapshot of a URL-hosted spec, if any. */
export function getSnapshot(rt: AgentRuntime, projectId: string, url: string): SpecSnapshot | undefined {
  return rt.db.get<SpecSnapshot>(
    'SELECT url, etag, last_modified, sha256, body FROM spec_snapshots WHERE project_id = ? AND url = ?',
    projectId,
    url,
  );
}

/**
 * Swaps in a new build in one transaction (docs/agent-api.md "Deployments"): the fetched snapshots and a build
 * row that becomes the only current one. Called only when every source succeeded, so a failed
 * deployment leaves the previous build serving.
 */
export function publishBuild(rt: AgentRuntime, projectId: string, deploymentId: string, snapshots: SpecSnapshot[]): string {
  const id = newId('bld', rt.now());
  for (const s of snapshots) {
    rt.db.run(
      `INSERT INTO spec_snapshots (project_id, url, etag, last_modified, sha256, body, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (project_id, url) DO UPDATE SET etag = excluded.etag, last_modified = excluded.last_modified,
         sha256 = excluded.sha256, body = excluded.body, fetched_at = excluded.fetched_at`,
      projectId,
      s.url,
      s.etag,
      s.last_modified,
      s.sha256,
      s.body,
      rt.now(),
    );
  }
  rt.db.run('UPDATE site_builds SET is_current = 0 WHERE project_id = ? AND is_current = 1', projectId);
  const specs = Object.fromEntries(snapshots.map((s) => [s.url, s.sha256]));
  rt.db.run(
    'INSERT INTO site_builds (id, project_id, deployment_id, specs_json, is_current, created_at) VALUES (?, ?, ?, ?, 1, ?)',
    id,
    projectId,
    deploymentId,
    JSON.stringify(specs),
    rt.now(),
  );
  return id;
}

/** The build a project's site serves: its id and each URL source's snapshot hash. */
export function getCurrentBuild(rt: AgentRuntime, projectId: string): { id: string; specs: Record<string, string> } | undefined {
  const row = rt.db.get<{ id: string; specs_json: string }>(
    'SELECT id, specs_json FROM site_builds WHERE project_id = ? AND is_current = 1',
    projectId,
  );
  return row ? { id: row.id, specs: JSON.parse(row.specs_json) as Record<string, string> } : undefined;
}
