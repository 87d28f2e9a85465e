/**
 * Polls a URL until the server behind it answers, for the benches that start their own servers.
 * `needOk` waits for a 2xx (a page that must render), otherwise any answer will do (an API that
 * wants a key the poll does not send). Throws after `tries` polls, so a server that never starts
 * ends the bench with a message instead of a hang.
 */
export async function waitForServer(
  url: string,
  { tries, intervalMs, needOk = false }: { tries: number; intervalMs: number; needOk?: boolean },
) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (!needOk || res.ok) return;
    } catch {
      // Nothing listens yet: the server is still starting.
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`nothing answered at ${url}`);
}
