// Makes sure a Debian package the tests need is installed (Chromium for the browser tests,
// PostgreSQL for the agent suites' second run, nginx for the reverse-proxy recipe). Never
// downloads anything but the distribution's package: as root it runs apt-get, as anyone else it
// says exactly what to run.
import { spawnSync } from 'node:child_process';

/**
 * True when `present()` holds, installing `pkg` first when it does not and we are root.
 * `purpose` finishes the sentence "Installing Debian <pkg> for …".
 */
export function ensureDebianPackage(pkg, present, purpose) {
  if (present()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${pkg} is missing. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${pkg}`,
    );
    return false;
  }
  console.log(`Installing Debian ${pkg} for ${purpose} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', pkg]]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`);
      return false;
    }
  }
  return present();
}
