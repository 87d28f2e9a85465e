const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * Session cookies are httpOnly (next-auth's default) and `secure` over HTTPS and in production;
 * the one exception is a production server reached on a loopback address over plain HTTP (local
 * tests), where a secure cookie could not be set at all.
 */
export function isSecureContext(host: string | null, proto: string | null, production: boolean): boolean {
  if (proto?.split(',')[0].trim() === 'https') return true;
  return production && !LOOPBACK.test(host ?? '');
}
