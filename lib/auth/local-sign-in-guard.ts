import 'server-only';
import { createFailureLimiter, type FailureLimiter } from './failure-limiter';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed passwords per account (known or not, so a lock tells nothing about who exists). */
export const ACCOUNT_FAILURES = 5;
/** Failed passwords per client address, across accounts (password spraying). */
export const ADDRESS_FAILURES = 20;

type Limiters = { accounts: FailureLimiter; addresses: FailureLimiter };

/**
 * One pair of limiters per server process. Kept on `globalThis` because Next bundles the sign-in
 * page's server action and the Auth.js route separately, and each bundle would otherwise count
 * on its own copy of this module.
 */
function limiters(): Limiters {
  const slot = globalThis as { [key: symbol]: Limiters | undefined };
  const key = Symbol.for('lectern.auth.local-sign-in-limiters');
  slot[key] ??= {
    accounts: createFailureLimiter({ max: ACCOUNT_FAILURES, windowMs: WINDOW_MS, maxKeys: 10_000 }),
    addresses: createFailureLimiter({ max: ADDRESS_FAILURES, windowMs: WINDOW_MS, maxKeys: 10_000 }),
  };
  return slot[key];
}

export type LocalSignInGate = { ok: true; succeeded(): void } | { ok: false; retryAfterMinutes: number };

/**
 * Lets a password attempt for `email` from `address` go ahead, or refuses it while either has
 * too many recent failures. The attempt is counted as a failure *before* the password is checked,
 * so a burst of parallel guesses cannot all slip past the count; `succeeded()` takes it back
 * (and clears the account's failures: the reader knows the password).
 */
export function beginLocalSignIn(email: string, address: string, nowMs = Date.now()): LocalSignInGate {
  const { accounts, addresses } = limiters();
  const account = email.trim().toLowerCase().slice(0, 320);
  const wait = Math.max(accounts.retryAfterMs(account, nowMs), addresses.retryAfterMs(address, nowMs));
  if (wait > 0) return { ok: false, retryAfterMinutes: Math.ceil(wait / 60_000) };
  accounts.fail(account, nowMs);
  addresses.fail(address, nowMs);
  return {
    ok: true,
    succeeded() {
      accounts.clear(account);
      addresses.forgive(address, nowMs);
    },
  };
}
