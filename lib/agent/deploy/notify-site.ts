import { fetchCapped } from '../../http/fetch-capped';
import { refreshSecret } from '../../site/refresh-secret';
import type { AgentRuntime } from '../agent-runtime';

/**
 * Tells the serving process that a build was published for the folder it serves
 * (`POST <APP_BASE_URL>/api/site/refresh`, app/api/site/refresh/route.ts) with the shared secret
 * (`LECTERN_REFRESH_SECRET`, else the data folder's): it swaps the route table in at once and marks
 * every page for re-rendering. Returns the line for the deployment's
 * log. Never throws: the build is published either way, and a server that cannot be reached
 * still swaps its route table on its own; only prerendered pages then wait for a rebuild.
 *
 * It goes through the server's one outbound client (lib/http) like every other server-side
 * request. Private addresses are allowed here, and only here: APP_BASE_URL is the operator's own
 * setting naming Lectern's own server, which usually listens on loopback. Redirects are not
 * followed, so the bearer secret only ever goes to that URL.
 */
export async function notifySite(rt: AgentRuntime, timeoutMs = 60_000): Promise<string> {
  const url = `${rt.env.appBaseUrl}/api/site/refresh`;
  const left = refreshLeftToReplicas(rt);
  if (left) return left;
  const stale = 'pages prerendered at build time keep their previous content until the site is rebuilt';
  try {
    const response = await fetchCapped(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshSecret(rt.env.dataDir, rt.env.refreshSecret)}` },
      timeoutMs,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      allowPrivate: true,
    });
    if (response.status < 200 || response.status > 299) return `Site not refreshed: ${url} answered ${response.status}; ${stale}.`;
    const body = JSON.parse(response.body) as { swapped?: boolean };
    return `Site refreshed: ${body.swapped ? 'the published build was swapped in' : 'the published build was already being served'}; every page re-renders on its next visit.`;
  } catch (error) {
    return `Site not refreshed: ${url} could not be reached (${(error as Error).message}); ${stale}.`;
  }
}

/**
 * The log line when no call is made: on PostgreSQL every replica follows the build in the database
 * (lib/agent/site-sync), so the call is only a head start for the one behind APP_BASE_URL; without a
 * configured secret this worker's data-folder secret is not the site's, and the call would only be
 * refused. Known before the deployment commits, so it is recorded with its success.
 */
export function refreshLeftToReplicas(rt: AgentRuntime): string | undefined {
  if (rt.db.dialect === 'postgres' && !rt.env.refreshSecret)
    return 'Site refresh left to the site replicas: each picks the published build up from the database and re-renders its pages.';
  return undefined;
}
