/**
 * Siblings that share one title are told apart. Specs often give every webhook event one summary
 * ("Issue event") or several operations one phrase ("List things"); a sidebar group of identical
 * labels, each leading to a different page, is unusable. Each such title gets its distinguishing
 * name appended, the webhook's name or the operation's `METHOD /path`, in the sidebar, the `<h1>`
 * and `<title>` alike (they all read the route's title). Titles that are already unique are left
 * exactly as written.
 */
import type { NavItem, NavOperation, NavRoot, NavWebhook } from '../config/types';

type ApiEntry = NavOperation | NavWebhook;
type Container = { children: NavItem[] };

/** The title an entry gets when a sibling has the same one: `Issue event (issues.opened)`. */
export function distinguishedTitle(title: string, entry: ApiEntry): string {
  return `${title} (${entry.kind === 'webhook' ? entry.name : `${entry.method} ${entry.path}`})`;
}

/**
 * Rewrites, in place, the resolved titles of operation and webhook entries whose siblings (same
 * parent element) carry the same title for another page, and reports each change through
 * `retitle(url, title)` so the route table follows.
 */
export function distinguishSiblingTitles(nav: NavRoot, retitle: (url: string, title: string) => void): void {
  const visit = (item: Container): void => {
    const byTitle = new Map<string, ApiEntry[]>();
    for (const child of item.children) {
      if ((child.kind === 'operation' || child.kind === 'webhook') && child.resolved) {
        const list = byTitle.get(child.resolved.title) ?? [];
        list.push(child);
        byTitle.set(child.resolved.title, list);
      } else if ('children' in child) visit(child);
    }
    for (const [title, entries] of byTitle) {
      // One page listed twice is not two pages.
      if (new Set(entries.map((e) => e.resolved!.url)).size < 2) continue;
      for (const entry of entries) {
        entry.resolved!.title = distinguishedTitle(title, entry);
        retitle(entry.resolved!.url, entry.resolved!.title);
      }
    }
  };
  visit(nav);
}
