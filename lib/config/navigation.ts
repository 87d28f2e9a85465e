import { formatJsonPath, type PathSegment } from './json-path';
import type { Locate } from './locate';
import { CHILD_KEYS, CHILD_KIND, LABEL_KEY, type ChildKey, type ElementKind } from './nav-kinds';
import type { ColorConfig, DivisionConfig, GlobalConfig, GroupConfig, PageEntryConfig } from './nav-config';
import { toOpenApiSources } from './openapi-sources';
import { parsePageEntry } from './page-entry';
import type { DocsConfig } from './schema';
import type { DivisionKind, NavColor, NavCommon, NavGroup, NavItem, NavLink, NavRoot } from './types';

/** The file an element came from; `line`, when known, locates page entries for later checks. */
type FileAt = ((path: PathSegment[]) => string) & { line?: (path: PathSegment[]) => number | undefined };
type Element = DivisionConfig & Partial<GroupConfig>;

/** Drops undefined fields, so trees compare and serialise without `"icon": undefined` noise. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** One side of a `color` alone stands for both themes (icon-type-schema.ts accepts either). */
function navColor(color: ColorConfig | undefined): NavColor | undefined {
  if (!color) return undefined;
  return { light: (color.light ?? color.dark)!, dark: (color.dark ?? color.light)! };
}

const accessGroups = (groups: Element['groups']) =>
  groups?.length && groups.every((g) => typeof g === 'string') ? (groups as string[]) : undefined;

/** The one child key in use; `groups` only counts when it holds group objects, not access names. */
function childKeyOf(value: Element, kind: ElementKind): ChildKey | undefined {
  return CHILD_KEYS[kind].find((key) => value[key] !== undefined && !(key === 'groups' && kind !== 'root' && accessGroups(value.groups)));
}

function common(value: Element, at: PathSegment[], fileAt: FileAt): NavCommon {
  return {
    icon: value.icon,
    iconType: value.iconType,
    tag: value.tag,
    description: value.description,
    hidden: value.hidden,
    searchable: value.searchable,
    align: value.align === 'end' ? value.align : undefined,
    public: value.public,
    groups: accessGroups(value.groups),
    openapi: value.openapi === undefined ? undefined : toOpenApiSources(value.openapi),
    directory: value.directory,
    color: navColor(value.color),
    jsonPath: formatJsonPath(at),
    file: fileAt(at),
  };
}

function pageItem(entry: PageEntryConfig, at: PathSegment[], fileAt: FileAt): NavItem {
  if (typeof entry !== 'string') return group(entry, at, fileAt);
  const parsed = parsePageEntry(entry);
  // The schema rejected every entry that does not parse, so a string here is a caller's bug.
  if (typeof parsed === 'string') throw new Error(`buildNavTree: invalid page entry at ${formatJsonPath(at)}: ${parsed}`);
  return defined({ ...parsed, jsonPath: formatJsonPath(at), file: fileAt(at), line: fileAt.line?.(at) });
}

function group(value: GroupConfig, at: PathSegment[], fileAt: FileAt): NavGroup {
  return defined({
    kind: 'group',
    label: value.group,
    expanded: value.expanded,
    root: value.root?.replace(/^\/+/, ''),
    boost: value.boost,
    ...common(value, at, fileAt),
    children: (value.pages ?? []).map((entry, i) => pageItem(entry, [...at, 'pages', i], fileAt)),
  });
}

function children(value: Element, kind: ElementKind, at: PathSegment[], fileAt: FileAt): NavItem[] {
  const key = childKeyOf(value, kind);
  if (key === undefined) return [];
  const items = value[key] as unknown[];
  return items.map((item, i) => {
    const path = [...at, key, i];
    if (key === 'pages') return pageItem(item as PageEntryConfig, path, fileAt);
    if (key === 'groups') return group(item as GroupConfig, path, fileAt);
    return division(CHILD_KIND[key], item as Element, path, fileAt);
  });
}

function division(kind: DivisionKind, value: Element, at: PathSegment[], fileAt: FileAt): NavItem {
  const label = value[LABEL_KEY[kind]] as string;
  // With nothing beneath it (no children, no spec to generate from), a division is a link.
  if (value.href !== undefined && childKeyOf(value, kind) === undefined && value.openapi === undefined) {
    return defined<NavLink>({ kind: 'link', label, href: value.href, division: kind, ...common(value, at, fileAt) });
  }
  const code = kind === 'language' || kind === 'version' ? label : undefined;
  return defined({
    kind,
    label,
    href: value.href,
    code,
    isDefault: value.default,
    banner: kind === 'language' ? value.banner : undefined,
    navbar: kind === 'language' ? value.navbar : undefined,
    footer: kind === 'language' ? value.footer : undefined,
    ...common(value, at, fileAt),
    children: children(value, kind, at, fileAt),
  });
}

function globalLinks(global: GlobalConfig | undefined, at: PathSegment[], fileAt: FileAt): NavLink[] {
  return Object.entries(global ?? {}).flatMap(([key, items]) =>
    (items ?? []).map((item, i) => {
      const kind = CHILD_KIND[key as keyof GlobalConfig] as DivisionKind;
      const path = [...at, key, i];
      const base = { kind: 'link', label: item[kind as keyof typeof item] as string, href: item.href, division: kind } as const;
      const looks = { icon: item.icon, iconType: item.iconType, color: navColor(item.color) };
      return defined<NavLink>({ ...base, ...looks, hidden: item.hidden, jsonPath: formatJsonPath(path), file: fileAt(path) });
    }),
  );
}

/**
 * Builds the navigation tree from a valid config: every element with its JSON path and file,
 * page entries parsed, `openapi` values normalised. Pure. `file` names the file for every
 * element, or is a `Locate` that knows which `$ref`'d file each path came from.
 */
export function buildNavTree(config: DocsConfig, file: string | Locate = 'docs.json'): NavRoot {
  const fileAt: FileAt =
    typeof file === 'string'
      ? () => file
      : Object.assign((path: PathSegment[]) => file(path).file, { line: (path: PathSegment[]) => file(path).line });
  const nav = config.navigation as Element & { global?: GlobalConfig };
  const at = ['navigation'];
  return defined<NavRoot>({
    kind: 'root',
    jsonPath: 'navigation',
    file: fileAt(at),
    openapi: nav.openapi === undefined ? undefined : toOpenApiSources(nav.openapi),
    directory: nav.directory,
    public: config.public,
    groups: config.groups,
    children: children(nav, 'root', at, fileAt),
    global: globalLinks(nav.global, [...at, 'global'], fileAt),
  });
}
