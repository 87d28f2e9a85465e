import 'server-only';
import { getEnv } from '../../env';
import { fetchCapped } from '../../http/fetch-capped';
import { getDocsDir } from '../../site/get-site';
import { refreshSecret } from '../../site/refresh-secret';
import { listen } from '../db/listen';
import { getRuntime } from '../runtime';
import { SERVED_BUILD_CHANNEL } from '../store/served-build';
import { followServedBuild } from './follow-served-build';

const STARTED = Symbol.for('lectern.siteSync');
const shared = globalThis as typeof globalThis & { [STARTED]?: boolean };

/**
 * Makes this `next start` process follow the builds deployments publish, when the agent database is
 * PostgreSQL (docs/agent-api.md "Deployments"): a deployment run by a worker on any machine reaches
 * every replica, with no shared folder. Two paths, because each covers the other's gap: `LISTEN`
 * hears a publish at once, and a poll of the marker row (a primary-key read every
 * `LECTERN_SITE_BUILD_POLL_MS`) catches what a dropped connection missed. With SQLite the site and
 * the worker share the data folder, whose marker file the site already follows: nothing to start.
 */
export function startSiteSync(): void {
  const env = getEnv();
  if (!env.databaseUrl || shared[STARTED]) return;
  shared[STARTED] = true;
  const log = (line: string) => console.log(line);
  const follower = followServedBuild({
    db: getRuntime().db,
    dataDir: env.dataDir,
    docsDir: getDocsDir(),
    onApplied: () => refreshSelf(env.dataDir, env.refreshSecret),
    log,
  });
  listen({ url: env.databaseUrl, channel: SERVED_BUILD_CHANNEL, onNotify: () => void follower.check(), onError: log });
  setInterval(() => void follower.check(), env.siteBuildPollMs).unref();
}

/**
 * `POST /api/site/refresh` on this very server: revalidating prerendered pages needs a request of
 * Next's own (revalidatePath works only inside one), and the route already swaps and revalidates.
 * Next records the address it listens on in `__NEXT_PRIVATE_ORIGIN` (and the port in `PORT`).
 */
async function refreshSelf(dataDir: string, configured: string | undefined): Promise<void> {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`;
  const response = await fetchCapped(`${origin}/api/site/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${refreshSecret(dataDir, configured)}` },
    timeoutMs: 60_000,
    maxBytes: 64 * 1024,
    maxRedirects: 0,
    // Our own server, on the address it listens on: loopback or a private one.
    allowPrivate: true,
  });
  if (response.status < 200 || response.status > 299) throw new Error(`${origin}/api/site/refresh answered ${response.status}`);
}
