export { freePort } from '../free-port';

/** Polls `check` until it returns something truthy; fails with `what` after `ms` (a deadline, not a timed assertion). */
export async function waitFor<T>(check: () => T | Promise<T>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
