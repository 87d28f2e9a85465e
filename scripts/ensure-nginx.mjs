// Makes sure Debian's nginx is there for the test of the reverse-proxy recipe (deploy/nginx.conf):
// the recipe is tested as written, with the server it is written for.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const NGINX = '/usr/sbin/nginx';

export function ensureNginx() {
  return ensureDebianPackage('nginx', () => existsSync(NGINX), 'the reverse-proxy recipe test');
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureNginx() ? 0 : 1);
