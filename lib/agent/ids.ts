import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 48 bits of millisecond time then 80 random bits, in Crockford base32. Time first keeps
 * ids roughly sortable; the random part makes them hard to guess (agent-api.md B2).
 */
export function ulid(now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let rand = '';
  for (let i = 0; i < 16; i++) {
    rand = CROCKFORD[Number(bits & 31n)] + rand;
    bits >>= 5n;
  }
  return time + rand;
}

export type IdPrefix = 'job' | 'msg' | 'run' | 'req' | 'upd' | 'key' | 'evt' | 'bld';

/** A prefixed id such as `job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A`. */
export function newId(prefix: IdPrefix, now?: number): string {
  return `${prefix}_${ulid(now)}`;
}

/** Path ids that do not have this shape are answered 404, never 400 (agent-api.md B5). */
export const JOB_ID_PATTERN = /^job_[0-9A-HJKMNP-TV-Z]{26}$/;
export const DEPLOYMENT_ID_PATTERN = /^upd_[0-9A-HJKMNP-TV-Z]{26}$/;
