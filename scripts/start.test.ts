import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const NO_BUILD = '.next-no-such-build-for-start-test';
// next.config.ts writes a tsconfig beside any dist folder it is given.
afterAll(() => rmSync(path.join(root, `${NO_BUILD}.tsconfig.json`), { force: true }));

/** Runs `npm start`'s server as a user would, with what they typed; it must refuse before it listens. */
function start(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

// Bad input to `npm start` (issue 12's server): one human line naming what was wrong, exit 1, no stack.
describe('scripts/start.mjs refuses bad input with a located, human error', () => {
  it.each([
    [['--bogus'], {}, 'unknown argument "--bogus"'],
    [['-p'], {}, '-p needs a value'],
    [['-p', '99999'], {}, 'the port "99999" is not a number from 0 to 65535'],
    [[], { PORT: 'eighty' }, 'the port "eighty" is not a number from 0 to 65535'],
    [[], { LECTERN_RESPONSE_CACHE_MB: 'lots' }, 'LECTERN_RESPONSE_CACHE_MB="lots" is not a number of megabytes'],
    [[], { LECTERN_RESPONSE_CACHE_MB: '-5' }, 'LECTERN_RESPONSE_CACHE_MB="-5" is not a number of megabytes'],
  ])('%j with %j', (args, env, message) => {
    const r = start(args, env);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`lectern start: ${message}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a dist folder with no production build: says so, exit 1, no stack', () => {
    const r = start(['-p', '0', '-H', '127.0.0.1'], { LECTERN_DIST_DIR: NO_BUILD });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/lectern start: .*production build/i);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
