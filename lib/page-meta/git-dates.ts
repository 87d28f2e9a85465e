import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const cache = new Map<string, Promise<Map<string, string>>>();

/**
 * The date of the last commit that touched each file of the docs folder (ISO 8601, by path relative
 * to the folder), from ONE `git log` over the whole folder per process: a build renders hundreds of
 * pages, and a `git log` per page would cost seconds each. Empty when the folder is not in a git
 * repository or git is missing: then pages simply show no date.
 */
export function loadGitDates(docsDir: string): Promise<Map<string, string>> {
  let dates = cache.get(docsDir);
  if (!dates) {
    dates = readGitLog(docsDir).then(parseGitLog, () => new Map<string, string>());
    cache.set(docsDir, dates);
  }
  return dates;
}

async function readGitLog(cwd: string): Promise<string> {
  // `--relative` names files from the docs folder, as routes do; newest commit first. A merge names
  // the files it changed against every parent (a resolved conflict), as `git log -- <file>` counts it:
  // without that, bench/last-updated.ts found 4 of 79 own pages dated to an older commit.
  const args = ['log', '--format=%x1e%cI', '--name-only', '--diff-merges=dense-combined', '--relative', '--no-renames', '--', '.'];
  const { stdout } = await promisify(execFile)('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 60_000 });
  return stdout;
}

/** `git log` output → file → date of its newest commit (the first record that names it). */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split('\x1e')) {
    const [date, ...files] = record.split('\n').map((l) => l.trim());
    if (!date) continue;
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
  }
  return dates;
}
