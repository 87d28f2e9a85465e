// Makes sure Debian's Chromium is there for the browser tests. Never downloads a browser build:
// as root it installs the distribution package; otherwise it says exactly what to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium`,
    );
    return false;
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`);
      return false;
    }
  }
  try {
    execFileSync(CHROMIUM, ['--version'], { stdio: 'inherit' });
  } catch {
    // The Debian wrapper prints a harmless shell warning; the binary's presence is what matters.
  }
  return existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
