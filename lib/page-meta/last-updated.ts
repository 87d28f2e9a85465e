import type { RouteEntry, Site } from '../site/types';
import { loadGitDates } from './git-dates';

/**
 * The "Last updated" date of a page, or undefined when none is shown. As Mintlify documents it
 * (organize/pages.mdx): shown when frontmatter `timestamp` is true, or when docs.json
 * `metadata.timestamp` is true and the page does not set `timestamp: false`; the date is the
 * frontmatter `lastUpdatedDate` if set, else the last git commit that touched the page's file.
 * (Mintlify's last fallback, the deployment time, would date every page alike: Lectern shows none.)
 */
export async function getLastUpdated(site: Site, route: RouteEntry): Promise<string | undefined> {
  const fm = route.frontmatter as { timestamp?: unknown; lastUpdatedDate?: unknown } | undefined;
  const global = (site.config as { metadata?: { timestamp?: boolean } } | null)?.metadata?.timestamp === true;
  const shown = typeof fm?.timestamp === 'boolean' ? fm.timestamp : global;
  if (!shown) return undefined;
  const set = typeof fm?.lastUpdatedDate === 'string' || fm?.lastUpdatedDate instanceof Date ? toIso(fm.lastUpdatedDate) : undefined;
  if (set) return set;
  if (!/\.mdx?$/i.test(route.file)) return undefined;
  return (await loadGitDates(site.docsDir)).get(route.file);
}

function toIso(value: string | Date): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
