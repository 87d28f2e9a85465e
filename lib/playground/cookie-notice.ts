/**
 * Whether the built request carries cookies that cannot travel: sent straight from the browser
 * (no proxy) to another origin, a page can neither set a `Cookie` header (a forbidden header
 * name, https://fetch.spec.whatwg.org/#forbidden-request-header) nor store cookies for another
 * site. Through the proxy they travel in a header of their own, and on the page's own origin the
 * page sets them for the one request (own-origin-cookies.ts). Returns the sentence the page
 * shows, or undefined when cookies work. Pure.
 */
import type { HarRequest } from '../openapi/build-request';

export function getCookieNotice(har: HarRequest, proxied: boolean, pageOrigin: string): string | undefined {
  if (!har.cookies.length || proxied) return undefined;
  let origin: string;
  try {
    origin = new URL(har.url, pageOrigin).origin;
  } catch {
    return undefined;
  }
  if (origin === pageOrigin) return undefined;
  const names = har.cookies.map((c) => c.name).join(', ');
  return `The cookies ${names} cannot be sent from your browser to ${origin}: browsers do not let a page set cookies for another site, and this site sends requests straight from the browser. Send the request from the code sample instead.`;
}
