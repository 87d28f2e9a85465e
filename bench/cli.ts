/**
 * How fast the `lectern` command starts (issue 12): `lectern --help` and `lectern check` of the own
 * site, beside `node -e 0` (the floor: starting Node at all) in the same run. Medians of 7 runs,
 * wall time. Run: `npx tsx bench/cli.ts`. The compiled command is built first if needed.
 */
import { spawnSync } from 'node:child_process';

const runs = 7;
const time = (args: string[]): number => {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: 'ignore', env: { ...process.env, DOCS_DIR: '' } });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

time(['bin/lectern.mjs', '--help']); // compile once if a source changed
const cases: [string, string[]][] = [
  ['node -e 0 (floor)', ['-e', '0']],
  ['lectern --help', ['bin/lectern.mjs', '--help']],
  ['lectern check (own site)', ['bin/lectern.mjs', 'check', '--quiet-ok']],
];
const results = cases.map(([name, args]) => [name, median(Array.from({ length: runs }, () => time(args)))] as const);
const floor = results[0][1];
for (const [name, ms] of results) console.log(`${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / floor).toFixed(1)}× the floor`);
