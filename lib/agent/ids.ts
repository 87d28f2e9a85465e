import { randomFillSync } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Random bytes are drawn from a pool refilled 4 KiB at a time: one `randomBytes` call per id is
// a syscall's worth of overhead on every request.
const pool = Buffer.alloc(4096);
let offset = pool.length;

function randomBits(count: number): Buffer {
  if (offset + count > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += count;
  return pool.subarray(offset - count, offset);
}

/**
 * A ULID: 48 bits of millisecond time then 80 random bits, in Crockford base32. Time first keeps
 * ids roughly sortable; the random part makes them hard to guess (docs/agent-api.md "Resources").
 */
export function ulid(now = Date.now()): string {
  let out = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[t % 32] + out;
    t = Math.floor(t / 32);
  }
  const bytes = randomBits(10);
  // 80 bits = two 40-bit halves, each eight 5-bit characters; 40 bits fit a double exactly.
  for (const half of [bytes.subarray(0, 5), bytes.subarray(5, 10)]) {
    let n = half.readUIntBE(0, 5);
    let chars = '';
    for (let i = 0; i < 8; i++) {
      chars = CROCKFORD[n % 32] + chars;
      n = Math.floor(n / 32);
    }
    out += chars;
  }
  return out;
}

export type IdPrefix = 'job' | 'msg' | 'run' | 'req' | 'upd' | 'key' | 'evt' | 'bld' | 'whd';

/** A prefixed id such as `job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A`. */
export function newId(prefix: IdPrefix, now?: number): string {
  return `${prefix}_${ulid(now)}`;
}

/** Path ids that do not have this shape are answered 404, never 400 (docs/agent-api.md "Bodies and validation"). */
export const JOB_ID_PATTERN = /^job_[0-9A-HJKMNP-TV-Z]{26}$/;
export const DEPLOYMENT_ID_PATTERN = /^upd_[0-9A-HJKMNP-TV-Z]{26}$/;
