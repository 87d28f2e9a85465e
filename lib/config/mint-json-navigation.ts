/**
 * The navigation of a `mint.json` (Mintlify's format before docs.json) as docs.json writes it.
 * In mint.json the sidebar is one flat list of groups; `tabs` and `anchors` are URL prefixes that
 * claim the pages under them, and `versions` are labels that groups and divisions carry. docs.json
 * nests instead: a tab holds its groups (or anchors), a version holds its tabs. The rules follow
 * Mintlify's own upgrade (@mintlify/validation `upgradeToDocsConfig`, what `mint dev` runs on a
 * folder with only a mint.json): a page belongs to the most specific division whose URL prefixes
 * it; pages no division claims go to a first, primary division (`primaryTab`, `topAnchor`, or
 * "Documentation"); when every tab (anchor, version) is an external link they become global links;
 * tabs and anchors together nest the less inclusive under the more inclusive.
 */
import { isPlainObject } from './values';

type Obj = Record<string, unknown>;
type Page = string | MintGroup;
type MintGroup = { group: string; pages: Page[]; icon?: unknown; iconType?: unknown; version?: unknown };
type Division = Obj & { name: string; url: string };
type Kind = 'tab' | 'anchor';

export function upgradeNavigation(mint: Obj): Obj {
  const groups = asGroups(mint.navigation);
  let tabs = asDivisions(mint.tabs);
  let anchors = asDivisions(mint.anchors);
  let versions = Array.isArray(mint.versions) ? mint.versions.filter((v) => typeof v === 'string' || isPlainObject(v)) : [];
  const global: Obj = {};
  if (tabs.length && tabs.every((t) => !t.version && isRemote(t.url))) {
    global.tabs = tabs.map((t) => ({ tab: t.name, href: t.url, ...hidden(t) }));
    tabs = [];
  }
  if (anchors.length && anchors.every((a) => !a.version && isRemote(a.url))) {
    global.anchors = anchors.map((a) => ({ anchor: a.name, href: a.url, ...decoration(a), ...hidden(a) }));
    anchors = [];
  }
  const allRemoteVersions = versions.length > 0 && versions.every((v) => isPlainObject(v) && isRemote(v.url));
  if (allRemoteVersions) {
    global.versions = versions.map((v) => ({ version: (v as Obj).name, href: (v as Obj).url }));
    versions = [];
  }
  const withGlobal = (nav: Obj) => (Object.keys(global).length ? { ...nav, global } : nav);
  if (!versions.length) return withGlobal(navigationOf(groups, tabs, anchors, mint));

  const names = versions.map((v) => (typeof v === 'string' ? v : versionName(v as Obj)));
  const isLocale = versions.every((v) => isPlainObject(v) && typeof v.locale === 'string');
  const entries = versions.map((v, i) => {
    const name = names[i];
    const spec = isPlainObject(v) ? v : {};
    const head: Obj = isLocale ? { language: spec.locale } : { version: name };
    if (spec.default !== undefined) head.default = spec.default;
    if (typeof spec.url === 'string' && spec.url) return { ...head, href: spec.url };
    // Divisions written for other versions only claim their pages away from this version.
    const foreign = [...asDivisions(mint.tabs), ...asDivisions(mint.anchors)].filter((d) => d.version !== undefined && d.version !== name);
    const own = (list: Division[]) => list.filter((d) => d.version === undefined || d.version === name);
    const mine = pick(
      groups.filter((g) => g.version === undefined || g.version === name),
      (page) =>
        !foreign.some((d) => !isRemote(d.url) && isUnder(page, d.url)) || own([...tabs, ...anchors]).some((d) => isUnder(page, d.url)),
    ).kept;
    return { ...head, ...navigationOf(mine, own(tabs), own(anchors), mint) };
  });
  return withGlobal(isLocale ? { languages: entries } : { versions: entries });
}

/** One level of navigation (tabs, anchors or plain groups) for these groups and divisions. */
function navigationOf(groups: MintGroup[], tabs: Division[], anchors: Division[], mint: Obj): Obj {
  if (!tabs.length && !anchors.length) return { groups: groups.map(toDocsGroup) };
  if (!anchors.length) return { tabs: divide('tab', tabs, groups, mint) };
  if (!tabs.length) return { anchors: divide('anchor', anchors, groups, mint) };
  const [outer, inner] = tabsOutside(tabs, anchors) ? (['tab', 'anchor'] as const) : (['anchor', 'tab'] as const);
  const outerList = outer === 'tab' ? tabs : anchors;
  const innerList = outer === 'tab' ? anchors : tabs;
  // Inner divisions under an outer one nest inside it; the rest sit in the primary outer division.
  const nests = (d: Division) => innerList.filter((i) => !isRemote(i.url) && !isRemote(d.url) && isUnder(i.url, d.url));
  const loose = innerList.filter((i) => !outerList.some((d) => nests(d).includes(i)));
  return { [`${outer}s`]: divide(outer, outerList, groups, mint, { kind: inner, nests, loose }) };
}

type Inner = { kind: Kind; nests: (d: Division) => Division[]; loose: Division[] };

/**
 * The docs.json divisions of one kind, each with the groups whose pages its URL prefixes (a more
 * specific division of the list keeps its own), then the unclaimed groups in a primary division
 * placed first. A division with nothing to show is left out, unless it links out or has a spec.
 */
function divide(kind: Kind, divisions: Division[], groups: MintGroup[], mint: Obj, inner?: Inner): Obj[] {
  let remaining = groups;
  const out: Obj[] = [];
  for (const division of divisions) {
    const head: Obj = { [kind]: division.name, ...(kind === 'anchor' ? decoration(division) : {}), ...hidden(division) };
    if (isRemote(division.url)) {
      out.push({ ...head, href: division.url, ...(division.openapi !== undefined ? { openapi: division.openapi } : {}) });
      continue;
    }
    const closer = divisions.filter((d) => d !== division && !isRemote(d.url) && d.url !== division.url && isUnder(d.url, division.url));
    const split = pick(remaining, (page) => isUnder(page, division.url) && !closer.some((d) => isUnder(page, d.url)));
    remaining = split.rest;
    if (division.openapi !== undefined) head.openapi = { source: division.openapi, directory: trimSlashes(division.url) };
    const nested = inner?.nests(division) ?? [];
    if (inner && nested.length) out.push({ ...head, [`${inner.kind}s`]: divide(inner.kind, nested, split.kept, mint) });
    else if (split.kept.length) out.push({ ...head, groups: split.kept.map(toDocsGroup) });
    else if (division.openapi !== undefined) out.push(head);
  }
  const loose = inner?.loose ?? [];
  if (remaining.length || loose.length) {
    const primary = primaryOf(kind, mint);
    if (inner && loose.length) out.unshift({ ...primary, [`${inner.kind}s`]: divide(inner.kind, loose, remaining, mint) });
    else if (remaining.length) out.unshift({ ...primary, groups: remaining.map(toDocsGroup) });
  }
  return out;
}

/**
 * Which kind is the outer level when a mint.json has both (Mintlify's rule): tabs when every tab
 * lies under some anchor (the anchors then sit in the primary tab), anchors when every anchor lies
 * under some tab, else the kind with more divisions under the other's prefixes.
 */
function tabsOutside(tabs: Division[], anchors: Division[]): boolean {
  const tabsInAnchors = tabs.filter((t) => anchors.some((a) => isUnder(t.url, a.url))).length;
  const anchorsInTabs = anchors.filter((a) => tabs.some((t) => isUnder(a.url, t.url))).length;
  if (tabsInAnchors === tabs.length) return true;
  if (anchorsInTabs === anchors.length) return false;
  return tabsInAnchors > anchorsInTabs;
}

function primaryOf(kind: Kind, mint: Obj): Obj {
  if (kind === 'anchor') {
    const top = isPlainObject(mint.topAnchor) ? mint.topAnchor : {};
    if (typeof top.name !== 'string') return { anchor: 'Documentation', icon: 'book-open' };
    return { anchor: top.name, ...(top.icon ? icon(top.icon, top.iconType) : {}) };
  }
  const primary = isPlainObject(mint.primaryTab) ? mint.primaryTab : {};
  if (typeof primary.name !== 'string') return { tab: 'Documentation' };
  return { tab: primary.name, ...(primary.isDefaultHidden !== undefined ? { hidden: primary.isDefaultHidden } : {}) };
}

/** Splits groups by page, keeping each group (and nested group) on each side where it has pages. */
function pick(groups: MintGroup[], keep: (page: string) => boolean): { kept: MintGroup[]; rest: MintGroup[] } {
  const kept: MintGroup[] = [];
  const rest: MintGroup[] = [];
  for (const group of groups) {
    const inside: Page[] = [];
    const outside: Page[] = [];
    for (const page of group.pages) {
      if (typeof page === 'string') (keep(page) ? inside : outside).push(page);
      else {
        const split = pick([page], keep);
        inside.push(...split.kept);
        outside.push(...split.rest);
      }
    }
    if (inside.length) kept.push({ ...group, pages: inside });
    if (outside.length) rest.push({ ...group, pages: outside });
  }
  return { kept, rest };
}

function toDocsGroup(group: MintGroup): Obj {
  return {
    group: group.group,
    ...(group.icon ? icon(group.icon, group.iconType) : {}),
    pages: group.pages.map((p) => (typeof p === 'string' ? p : toDocsGroup(p))),
  };
}

function asGroups(value: unknown): MintGroup[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isPlainObject).map((g) => ({
    ...g,
    group: typeof g.group === 'string' ? g.group : '',
    pages: Array.isArray(g.pages)
      ? g.pages.flatMap((p): Page[] => (typeof p === 'string' ? [p] : isPlainObject(p) ? asGroups([p]) : []))
      : [],
  }));
}

function asDivisions(value: unknown): Division[] {
  if (!Array.isArray(value)) return [];
  return value.filter((d): d is Division => isPlainObject(d) && typeof d.name === 'string' && typeof d.url === 'string');
}

function versionName(v: Obj): string {
  return typeof v.name === 'string' ? v.name : typeof v.locale === 'string' ? v.locale : '';
}

function decoration(d: Obj): Obj {
  const out: Obj = {};
  if (d.icon) Object.assign(out, icon(d.icon, d.iconType));
  const color = typeof d.color === 'string' ? d.color : isPlainObject(d.color) ? d.color.from : undefined;
  if (typeof color === 'string') out.color = { light: color, dark: color };
  return out;
}

function hidden(d: Obj): Obj {
  return d.isDefaultHidden ? { hidden: true } : {};
}

/** docs.json keeps mint.json's `icon` + `iconType` pair (settings-reference.mdx). */
function icon(name: unknown, style: unknown): Obj {
  return typeof style === 'string' && style ? { icon: name, iconType: style } : { icon: name };
}

function isRemote(url: unknown): boolean {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

function trimSlashes(url: string): string {
  return url.replace(/^\/+|\/+$/g, '');
}

/** Whether a page (or a prefix) lies under a URL prefix: `api/users` is under `api`, `apis/x` is not. */
function isUnder(page: string, prefix: string): boolean {
  const p = trimSlashes(prefix);
  return p === '' || `${trimSlashes(page)}/`.startsWith(`${p}/`);
}
