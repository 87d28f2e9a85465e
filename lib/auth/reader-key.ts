import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NavItem, NavRoot } from '../config/types';
import type { RouteEntry } from '../site/types';
import type { Viewer } from './viewer';

/*
 * A signed-in reader's pages are rendered once per set of groups, not once per request (issue 12):
 * proxy.ts turns the session into a reader key, the reader route renders for the key alone, and
 * Next caches that render like any page rendered on demand. Two rules keep it safe.
 *
 * 1. The key holds the reader's groups *that the site names*, and nothing else. Access only grows
 *    with groups (lib/auth/access `canView`, `isMember`), so a render for fewer groups than the
 *    reader has shows them a subset of what they may see, never more: every reader served a key's
 *    render has every group in the key. Groups the site never names change no byte, so dropping
 *    them lets readers share renders and bounds the cache by the site's groups, not the IdP's.
 * 2. The key is signed with AUTH_SECRET. Only the proxy makes keys, from a session it decoded;
 *    the route refuses a key whose signature does not check, so no URL or header can claim groups.
 */

/** Every group the site names: on pages, navigation elements, the docs.json root, playground rules. */
export function getSiteGroups(site: { routes: readonly RouteEntry[]; nav: NavRoot | null }): ReadonlySet<string> {
  const known = named.get(site.routes);
  if (known) return known;
  const groups = new Set<string>();
  const add = (list: readonly string[] | undefined) => list?.forEach((g) => groups.add(g));
  for (const r of site.routes) {
    add(r.groups);
    add(r.playgroundGroups);
  }
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      if ('groups' in item) add(item.groups);
      if ('children' in item) walk(item.children);
    }
  };
  if (site.nav) {
    add(site.nav.groups);
    walk(site.nav.children);
    walk(site.nav.global);
  }
  named.set(site.routes, groups);
  return groups;
}

/** Per route list (one per loaded site), as lib/auth/access's `hasGating`: asked on every member request. */
const named = new WeakMap<object, ReadonlySet<string>>();

/** A signature this long (in base64url characters, 132 bits) cannot be guessed. */
const MAC_LENGTH = 22;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`lectern-reader-key\0${payload}`).digest('base64url').slice(0, MAC_LENGTH);
}

/**
 * The reader key of a signed-in reader in `groups` on a site naming `siteGroups`: one URL path
 * segment (base64url characters and a dot), the same for every reader with the same named groups.
 */
export function buildReaderKey(groups: readonly string[], siteGroups: ReadonlySet<string>, secret: string): string {
  const kept = [...new Set(groups.filter((g) => siteGroups.has(g)))].sort();
  const payload = Buffer.from(JSON.stringify(kept)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/**
 * The reader a key stands for (signed in, in the key's groups), or undefined when the key is not
 * one `buildReaderKey` made with this secret: the route then answers as for a missing page.
 */
export function parseReaderKey(key: string, secret: string): Viewer | undefined {
  const dot = key.indexOf('.');
  if (!secret || dot < 0) return undefined;
  const payload = key.slice(0, dot);
  const given = Buffer.from(key.slice(dot + 1));
  const want = Buffer.from(sign(payload, secret));
  if (given.length !== want.length || !timingSafeEqual(given, want)) return undefined;
  try {
    const groups: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(groups) || !groups.every((g) => typeof g === 'string')) return undefined;
    return { signedIn: true, groups };
  } catch {
    return undefined;
  }
}
