import { newId } from '../ids';
import type { AgentRuntime } from '../agent-runtime';

export type SpecSnapshot = { url: string; etag: string | null; last_modified: string | null; sha256: string; body: string };

/** The stored snapshot of a URL-hosted spec, if any. */
export async function getSnapshot(rt: AgentRuntime, projectId: string, url: string): Promise<SpecSnapshot | undefined> {
  return rt.db.kx
    .selectFrom('spec_snapshots')
    .select(['url', 'etag', 'last_modified', 'sha256', 'body'])
    .where('project_id', '=', projectId)
    .where('url', '=', url)
    .executeTakeFirst();
}

/** Every stored snapshot of a project, by URL (the docs check of a run reads them synchronously). */
export async function listSnapshots(rt: AgentRuntime, projectId: string): Promise<Map<string, string>> {
  const rows = await rt.db.kx.selectFrom('spec_snapshots').select(['url', 'body']).where('project_id', '=', projectId).execute();
  return new Map(rows.map((r) => [r.url, r.body]));
}

/**
 * Swaps in a new build (docs/agent-api.md "Deployments"): the fetched snapshots and a build row that
 * becomes the only current one. Call inside the transaction that ends the deployment. Called only
 * when every source succeeded, so a failed deployment leaves the previous build serving.
 */
export async function publishBuild(rt: AgentRuntime, projectId: string, deploymentId: string, snapshots: SpecSnapshot[]): Promise<string> {
  const id = newId('bld', rt.now());
  for (const s of snapshots) {
    await rt.db.kx
      .insertInto('spec_snapshots')
      .values({ project_id: projectId, ...s, fetched_at: rt.now() })
      .onConflict((oc) =>
        oc.columns(['project_id', 'url']).doUpdateSet((eb) => ({
          etag: eb.ref('excluded.etag'),
          last_modified: eb.ref('excluded.last_modified'),
          sha256: eb.ref('excluded.sha256'),
          body: eb.ref('excluded.body'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  }
  await rt.db.kx
    .updateTable('site_builds')
    .set({ is_current: 0 })
    .where('project_id', '=', projectId)
    .where('is_current', '=', 1)
    .execute();
  const specs = Object.fromEntries(snapshots.map((s) => [s.url, s.sha256]));
  await rt.db.kx
    .insertInto('site_builds')
    .values({
      id,
      project_id: projectId,
      deployment_id: deploymentId,
      specs_json: JSON.stringify(specs),
      is_current: 1,
      created_at: rt.now(),
    })
    .execute();
  return id;
}

/** The build a project's site serves: its id and each URL source's snapshot hash. */
export async function getCurrentBuild(
  rt: AgentRuntime,
  projectId: string,
): Promise<{ id: string; specs: Record<string, string> } | undefined> {
  const row = await rt.db.kx
    .selectFrom('site_builds')
    .select(['id', 'specs_json'])
    .where('project_id', '=', projectId)
    .where('is_current', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, specs: JSON.parse(row.specs_json) as Record<string, string> } : undefined;
}
