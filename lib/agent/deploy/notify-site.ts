import { refreshSecret } from '../../site/refresh-secret';
import type { AgentRuntime } from '../runtime';

/**
 * Tells the serving process that a build was published for the folder it serves
 * (`POST <APP_BASE_URL>/api/site/refresh`, app/api/site/refresh/route.ts): it swaps the route
 * table in at once and marks every page for re-rendering. Returns the line for the deployment's
 * log. Never throws: the build is published either way, and a server that cannot be reached
 * still swaps its route table on its own; only prerendered pages then wait for a rebuild.
 */
export async function notifySite(rt: AgentRuntime, timeoutMs = 60_000): Promise<string> {
  const url = `${rt.env.appBaseUrl}/api/site/refresh`;
  const stale = 'pages prerendered at build time keep their previous content until the site is rebuilt';
  try {
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${refreshSecret(rt.env.dataDir)}` }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return `Site not refreshed: ${url} answered ${response.status}; ${stale}.`;
    const body = (await response.json()) as { swapped?: boolean };
    return `Site refreshed: ${body.swapped ? 'the published build was swapped in' : 'the published build was already being served'}; every page re-renders on its next visit.`;
  } catch (error) {
    return `Site not refreshed: ${url} could not be reached (${(error as Error).message}); ${stale}.`;
  }
}
