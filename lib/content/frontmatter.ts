import jsYaml from 'js-yaml';
import { z } from 'zod';
import { checkAliasExpansion, mayUseAliases } from '../openapi/yaml-aliases';

/**
 * Page frontmatter: the keys Lectern acts on are typed; every other key is kept as metadata
 * (docs/docs-json.md "Page frontmatter": any other key is kept as metadata, not an error).
 */
export const frontmatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  sidebarTitle: z.string().optional(),
  icon: z.string().optional(),
  tag: z.string().optional(),
  hidden: z.boolean().optional(),
  noindex: z.boolean().optional(),
  keywords: z.array(z.string()).optional(),
  searchable: z.boolean().optional(),
  boost: z.number().positive().optional(),
  hideFooterPagination: z.boolean().optional(),
  mode: z.enum(['default', 'wide', 'custom', 'frame', 'center']).optional(),
  url: z.string().optional(),
  openapi: z.string().optional(),
  'openapi-schema': z.string().optional(),
  playground: z.enum(['interactive', 'simple', 'auth', 'none']).optional(),
  groups: z.array(z.string()).optional(),
  public: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  version: z.string().optional(),
  api: z.string().optional(),
  authMethod: z.string().optional(),
  /** "Related topics" at the foot of the page: paths, URLs or `Title: link` pairs, or `false` (lib/site/related-pages.ts). */
  related: z.union([z.literal(false), z.array(z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]))]).optional(),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export type FrontmatterResult = {
  data: Frontmatter;
  /** The Markdown after the closing `---`. */
  body: string;
  /** 1-based line of the body's first line in the file, so MDX errors can be located. */
  bodyLine: number;
  /** 1-based file line of each top-level key, for problems found after parsing. */
  keyLines: Record<string, number>;
  problems: { path: string; line?: number; message: string }[];
};

// Mintlify reads frontmatter with the `front-matter` package: `---` (or `= yaml =`) on the first
// line, closed by `---` or `...`, parsed by js-yaml's safe loader. Lectern reads it the same way,
// so every page Mintlify builds builds here (multi-line quoted scalars whose continuation lines
// are not indented, tabs after a colon, YAML 1.1 dates); what both refuse stays a located error.
const FENCE = /^(?:---|= yaml =)[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** Frontmatter never needs more than this many values once aliases are expanded: an alias bomb does. */
const MAX_FRONTMATTER_NODES = 10_000;

/** Splits and validates a page's YAML frontmatter; problems are located by key and line. */
export function parseFrontmatter(source: string): FrontmatterResult {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text);
  if (!match) return { data: {}, body: text, bodyLine: 1, keyLines: {}, problems: [] };
  const yamlText = match[1];
  const bodyLine = match[0].split('\n').length;
  const body = text.slice(match[0].length);
  const fail = (line: number, message: string): FrontmatterResult => ({ data: {}, body, bodyLine, keyLines: {}, problems: [{ path: 'frontmatter', line, message }] });
  let raw: unknown;
  try {
    raw = jsYaml.load(yamlText) ?? {};
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number } };
    // js-yaml may point just past the text (at the closing fence) for an error on the last line.
    const lastLine = yamlText.split('\n').length + 1;
    return fail(e.mark ? Math.min(e.mark.line + 2, lastLine) : 2, `invalid YAML: ${e.reason ?? e.message.split('\n')[0]}`);
  }
  if (mayUseAliases(yamlText) && !checkAliasExpansion(raw, MAX_FRONTMATTER_NODES).ok) {
    return fail(2, `invalid YAML: aliases expand to more than ${MAX_FRONTMATTER_NODES.toLocaleString('en')} values (or refer to themselves)`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(2, 'frontmatter must be a mapping of keys to values');
  const fields = datesToText(raw) as Record<string, unknown>;
  const keyLines: Record<string, number> = {};
  for (const key of Object.keys(fields)) {
    const line = lineOfKey(yamlText, key);
    if (line !== undefined) keyLines[key] = line;
  }
  const parsed = frontmatterSchema.safeParse(fields);
  if (parsed.success) return { data: parsed.data, body, bodyLine, keyLines, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    return {
      path: `frontmatter.${issue.path.join('.')}`,
      line: lineOfKey(yamlText, key),
      message: describeIssue(issue, fields),
    };
  });
  // Keep the valid keys so one bad key does not blank the whole page.
  const data: Record<string, unknown> = { ...fields };
  for (const issue of parsed.error.issues) delete data[String(issue.path[0])];
  return { data: data, body, bodyLine, keyLines, problems };
}

/**
 * js-yaml turns `date: 2024-05-01` into a Date, as Mintlify's reader does; pages and exports want
 * text (a Date cannot cross to the browser as a prop), so each becomes its ISO form: the day alone
 * when it has no time of day.
 */
function datesToText(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = Number.isNaN(value.getTime()) ? '' : value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(datesToText);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToText(v)]));
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, raw: Record<string, unknown>): string {
  const key = String(issue.path[0]);
  const found = JSON.stringify(raw[key]);
  if (issue.code === 'invalid_value') {
    return `\`${key}\` is ${found}; allowed: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (issue.code === 'invalid_type') return `\`${key}\` must be ${issue.expected}, found ${found}`;
  return `\`${key}\`: ${issue.message}`;
}

/** 1-based line in the file of a top-level frontmatter key (the opening fence is line 1). */
function lineOfKey(yamlText: string, key: string): number | undefined {
  const lines = yamlText.split('\n');
  const index = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`));
  return index >= 0 ? index + 2 : undefined;
}
