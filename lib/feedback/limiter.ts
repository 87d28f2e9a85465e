import { createFailureLimiter } from '../auth/failure-limiter';

/**
 * Feedback needs no sign-in, so anyone can post it: each client address (lib/auth/client-address)
 * may send 10 votes a minute, enough for a reader rating pages as they go, too few to flood the
 * table. In memory, per server process, like the sign-in limiters: a restart forgets it, which
 * costs nothing worth protecting.
 */
export const feedbackLimiter = createFailureLimiter({ max: 10, windowMs: 60_000, maxKeys: 10_000 });
