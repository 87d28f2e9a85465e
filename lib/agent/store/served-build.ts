import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { AgentRuntime } from '../agent-runtime';

/** The NOTIFY channel a published build is announced on (PostgreSQL); the payload is the build id. */
export const SERVED_BUILD_CHANNEL = 'lectern_served_build';
/** The one row of `served_site_build`: a database serves one site (its `default` project is that folder). */
const SITE = 'served';

export type ServedBuild = { buildId: string; specs: { url: string; sha256: string; body: string }[] };

/**
 * Points the served site at a published build (docs/agent-api.md "Deployments"): the database's
 * copy of the build marker, which site replicas on other machines follow. Call inside the
 * transaction that publishes the build. On PostgreSQL it also NOTIFYs, which is delivered only at
 * commit, so a replica that hears it always reads the committed build.
 */
export async function markServedBuild(rt: AgentRuntime, build: { buildId: string; projectId: string }): Promise<void> {
  await rt.db.kx
    .insertInto('served_site_build')
    .values({ site: SITE, build_id: build.buildId, project_id: build.projectId, published_at: rt.now() })
    .onConflict((oc) =>
      oc.column('site').doUpdateSet((eb) => ({
        build_id: eb.ref('excluded.build_id'),
        project_id: eb.ref('excluded.project_id'),
        published_at: eb.ref('excluded.published_at'),
      })),
    )
    .execute();
  if (rt.db.dialect === 'postgres') await sql`SELECT pg_notify(${SERVED_BUILD_CHANNEL}, ${build.buildId})`.execute(rt.db.kx);
}

/** The id of the build the site serves, or undefined before the first deployment: one primary-key read. */
export async function getServedBuildId(db: Db): Promise<string | undefined> {
  const row = await db.kx.selectFrom('served_site_build').select('build_id').where('site', '=', SITE).executeTakeFirst();
  return row?.build_id;
}

/**
 * A published build with its spec bytes, read from the database so any machine can serve it.
 * Undefined when `buildId` is no longer the project's current build, or a snapshot was replaced
 * meanwhile (snapshots are kept per URL, the latest only): a newer build exists, and the caller
 * reads that one on its next check.
 */
export async function loadServedBuild(db: Db, buildId: string): Promise<ServedBuild | undefined> {
  const build = await db.kx
    .selectFrom('site_builds')
    .select(['project_id', 'specs_json', 'is_current'])
    .where('id', '=', buildId)
    .executeTakeFirst();
  if (!build || build.is_current !== 1) return undefined;
  const wanted = JSON.parse(build.specs_json) as Record<string, string>;
  const urls = Object.keys(wanted);
  if (urls.length === 0) return { buildId, specs: [] };
  const rows = await db.kx
    .selectFrom('spec_snapshots')
    .select(['url', 'sha256', 'body'])
    .where('project_id', '=', build.project_id)
    .where('url', 'in', urls)
    .execute();
  const specs = rows.filter((r) => wanted[r.url] === r.sha256);
  return specs.length === urls.length ? { buildId, specs } : undefined;
}
