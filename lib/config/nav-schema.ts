import { footerSchema, navbarSchema } from './navbar-footer-schema';
import { z } from 'zod';
import { bannerSchema } from './banner-schema';
import { configObject, type IssueParams } from './config-object';
import { didYouMean } from './did-you-mean';
import type { NavigationConfig } from './nav-config';
import { CHILD_KEYS, CHILD_KIND, LABEL_KEY, kindName, kindOfLabel, type ChildKey, type ElementKind } from './nav-kinds';
import { iconTypeSchema, navColorSchema } from './icon-type-schema';
import { openApiValueSchema } from './openapi-sources';
import { parsePageEntry } from './page-entry';
import { isPlainObject, listCode } from './values';

const label = z.string().min(1);

/**
 * `directory` (organize/navigation.mdx, "Directory listings"): Mintlify's schema allows it on
 * `navigation` and on every element of the tree, as one of these three values
 * (@mintlify/validation 0.1.878, `NAVIGATION_DIRECTORY`); any other value is refused there too.
 */
export const DIRECTORY_LAYOUTS = ['none', 'accordion', 'card'] as const;
const directorySchema = z.enum(DIRECTORY_LAYOUTS);

// Keys of the published schema that change nothing Lectern renders yet.
const IGNORED: Record<ElementKind, string[]> = {
  root: ['asyncapi'],
  tab: [],
  anchor: [],
  dropdown: [],
  version: [],
  language: [],
  product: [],
  menu: [],
  group: [],
};
const IGNORED_ON_ELEMENTS = ['asyncapi'];

const pageStringSchema = z.string().superRefine((entry, ctx) => {
  const parsed = parsePageEntry(entry);
  if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
});

const schemas = new Map<ElementKind, z.ZodType>();
const element = (kind: ElementKind) => z.lazy(() => schemas.get(kind)!);

function childSchema(kind: ElementKind, key: ChildKey): z.ZodType {
  if (key === 'pages') return z.array(z.union([pageStringSchema, element('group')]));
  // On a division, `groups` may instead list access groups (strings): the field is shared.
  if (key === 'groups' && kind !== 'root') return z.array(z.union([z.string().min(1), element('group')]));
  return z.array(element(CHILD_KIND[key] as ElementKind));
}

function misplacedKey(kind: ElementKind, key: string): string | undefined {
  if (!(key in CHILD_KIND)) return undefined;
  const allowed = listCode(CHILD_KEYS[kind]);
  if (kind === 'group') return `a group holds only \`pages\`; to nest, put group objects in \`pages\` (found \`${key}\`)`;
  const kid = CHILD_KIND[key as ChildKey];
  if (kid === kind) return `${kindName(kind)} cannot hold \`${key}\` directly (no ${kid} in a ${kid}); it holds one of ${allowed}`;
  return `${kindName(kind)} cannot hold \`${key}\`; it holds one of ${allowed}`;
}

/** The label key is required; a different kind's label means the element is in the wrong place. */
function checkLabel(kind: Exclude<ElementKind, 'root'>, value: Record<string, unknown>, ctx: z.RefinementCtx): boolean {
  const labelKey = LABEL_KEY[kind];
  if (value[labelKey] !== undefined) return true;
  const other = Object.keys(value).find((key) => kindOfLabel(key) !== undefined);
  if (other === undefined) {
    const message = `missing required key \`${labelKey}\` (the label of ${kindName(kind)}, a string)`;
    ctx.addIssue({ code: 'custom', path: [labelKey], message, params: { missing: true } satisfies IssueParams });
    return true;
  }
  const message = `found ${kindName(kindOfLabel(other)!)} (it has \`${other}\`) where ${kindName(kind)} is expected; ${kindName(kind)} needs \`${labelKey}\``;
  ctx.addIssue({ code: 'custom', path: [], message, params: { covers: true } satisfies IssueParams });
  return false;
}

/** Whether `groups` lists access-group names (strings) rather than children; reports mixtures. */
function checkAccessGroups(kind: ElementKind, value: Record<string, unknown>, ctx: z.RefinementCtx): boolean {
  // On `navigation`, groups are always children: zod reports strings there as the wrong type.
  const groups = kind !== 'root' && Array.isArray(value.groups) ? value.groups : [];
  const names = groups.filter((g) => typeof g === 'string').length;
  // A group's `groups` can only be names; a division's may be all names or all groups.
  const wrong = kind === 'group' ? names < groups.length : names > 0 && names < groups.length;
  if (!wrong) return names > 0 && names === groups.length;
  const message =
    kind === 'group'
      ? "a group's `groups` are access-group names (strings); nest groups as objects in `pages`"
      : '`groups` mixes group objects (children) with strings (access groups); use one or the other';
  ctx.addIssue({ code: 'custom', path: ['groups'], message, params: { covers: kind === 'group' } satisfies IssueParams });
  return false;
}

/** Structure rules zod cannot say: the label, and exactly one kind of children. */
function checkStructure(kind: ElementKind, value: unknown, allowed: readonly string[], ctx: z.RefinementCtx): void {
  if (!isPlainObject(value)) return;
  if (kind !== 'root' && !checkLabel(kind, value, ctx)) return;
  const accessOnly = checkAccessGroups(kind, value, ctx);
  const present = CHILD_KEYS[kind].filter((key) => value[key] !== undefined && !(key === 'groups' && accessOnly));
  if (present.length > 1) {
    const [first, second] = present;
    const hint =
      present.includes('groups') && present.includes('pages')
        ? 'put the pages in a group'
        : `nest the \`${second}\` inside the \`${first}\` or the other way round`;
    const message = `${kindName(kind)} holds one kind of children, but this one has both \`${first}\` and \`${second}\`; ${hint}`;
    ctx.addIssue({ code: 'custom', path: [second], message });
    return;
  }
  // A misplaced known key (`tabs` in a tab) is reported already as an error, and is the children.
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  const misplaced = unknown.some((key) => misplacedKey(kind, key) !== undefined);
  if (present.length === 0 && value.href === undefined && value.openapi === undefined && !misplaced) {
    const needs =
      kind === 'group'
        ? '`pages`'
        : kind === 'root'
          ? `one of ${listCode(CHILD_KEYS.root)}`
          : `\`href\` or one of ${listCode(CHILD_KEYS[kind])}`;
    const found = accessOnly ? ' (its `groups` are access-group names, not children)' : '';
    // An ignored unknown key may be the children, misspelt (`pgaes`): say so.
    const typo = unknown.map((key) => [key, didYouMean(key, CHILD_KEYS[kind])] as const).find(([, match]) => match !== undefined);
    const hint = typo ? ` (is \`${typo[0]}\` meant to be \`${typo[1]}\`?)` : '';
    ctx.addIssue({ code: 'custom', path: [], message: `${kindName(kind)} holds nothing${found}; it needs ${needs}${hint}` });
  }
}

function elementSchema(kind: ElementKind): z.ZodType {
  const shape: Record<string, z.ZodType> = {
    icon: z.string().optional(),
    iconType: iconTypeSchema.optional(),
    hidden: z.boolean().optional(),
    tag: z.string().optional(),
    public: z.boolean().optional(),
    openapi: openApiValueSchema.optional(),
    directory: directorySchema.optional(),
  };
  // Mintlify's schema allows `global` links on the root and on every division (languages,
  // versions, tabs, anchors, dropdowns, menu items, products), never on a group.
  if (kind !== 'group') shape.global = z.lazy(() => globalSchema).optional();
  if (kind !== 'root') shape[LABEL_KEY[kind]] = label.optional(); // required, but checkStructure says so better
  if (kind === 'group')
    Object.assign(shape, { expanded: z.boolean().optional(), root: label.optional(), groups: z.array(label).optional() });
  if (kind !== 'group' && kind !== 'root') Object.assign(shape, { href: label.optional(), description: z.string().optional() });
  if (kind === 'version' || kind === 'language') shape.default = z.boolean().optional();
  // A hidden tab or group whose pages stay findable (lib/config/nav-placement.ts), and a group's
  // search-ranking multiplier: the two search settings Mintlify's schema puts on the navigation.
  if (kind === 'tab' || kind === 'group') shape.searchable = z.boolean().optional();
  // Mintlify's `align` on a tab: `end` puts it at the far end of the tab bar (TabsBar).
  if (kind === 'tab') shape.align = z.enum(['start', 'end']).optional();
  if (kind === 'group') shape.boost = z.number().positive().optional();
  if (kind === 'language')
    Object.assign(shape, { banner: bannerSchema.optional(), navbar: navbarSchema.optional(), footer: footerSchema.optional() });
  // Mintlify documents `color` on anchors (settings-reference `navigation.anchors`); its schema
  // also takes it on dropdowns, drawn here the same way: the icon in its colour per theme.
  if (kind === 'anchor' || kind === 'dropdown') shape.color = navColorSchema.optional();
  for (const key of CHILD_KEYS[kind]) shape[key] = childSchema(kind, key).optional();
  const ignored = kind === 'root' ? IGNORED.root : [...IGNORED_ON_ELEMENTS, ...IGNORED[kind]];
  const what = kind === 'root' ? '`navigation`' : kindName(kind);
  const allowed = [...Object.keys(shape), ...ignored];
  return configObject(shape, { what, ignored, misplaced: (key) => misplacedKey(kind, key) }).superRefine(
    (value, ctx) => checkStructure(kind, value, allowed, ctx),
    { when: () => true },
  );
}

function globalLinkSchema(kind: 'tab' | 'anchor' | 'dropdown' | 'language' | 'version' | 'product') {
  const shape = {
    [kind]: label,
    href: label,
    icon: z.string().optional(),
    iconType: iconTypeSchema.optional(),
    hidden: z.boolean().optional(),
    default: z.boolean().optional(),
    // An anchor's icon colour per theme (Mintlify settings-reference `navigation.global.anchors`),
    // and a dropdown's, which Mintlify's schema takes too: both render as sidebar links here.
    ...(kind === 'anchor' || kind === 'dropdown' ? { color: navColorSchema.optional() } : {}),
  };
  const colored = kind === 'anchor' || kind === 'dropdown';
  return configObject(shape, { what: `a global ${kind}`, ignored: colored ? ['description'] : ['color', 'description'] });
}

const globalSchema = configObject(
  {
    tabs: z.array(globalLinkSchema('tab')).optional(),
    anchors: z.array(globalLinkSchema('anchor')).optional(),
    dropdowns: z.array(globalLinkSchema('dropdown')).optional(),
    languages: z.array(globalLinkSchema('language')).optional(),
    versions: z.array(globalLinkSchema('version')).optional(),
    products: z.array(globalLinkSchema('product')).optional(),
  },
  { what: '`navigation.global`' },
);

for (const kind of Object.keys(CHILD_KEYS) as ElementKind[]) schemas.set(kind, elementSchema(kind));

/** The `navigation` object of docs.json, recursively: divisions, groups and page entries. */
export const navigationSchema = schemas.get('root') as z.ZodType<NavigationConfig>;
