/**
 * The URL of a collapsed sidebar group's items (`GET /api/site/nav`, app/api/site/nav/route.ts):
 * built on the server for a group with its own heading and in the browser for a run of compact rows
 * (sidebar-lazy-group.client.tsx), so both must be this one function.
 */
export function navResourceUrl(division: string, group: string, version: string): string {
  return `/api/site/nav?${new URLSearchParams({ division, group, v: version })}`;
}
