// Makes sure Debian's Chromium is there for the browser tests. Never downloads a browser build.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackage('chromium', () => existsSync(CHROMIUM), 'the browser tests');
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
