import { parseDocument } from 'yaml';
import { z } from 'zod';

/**
 * Page frontmatter: the keys Lectern acts on are typed; every other key is kept as metadata
 * (docs-json.md: "Unknown keys are kept as metadata, not errors").
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

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits and validates a page's YAML frontmatter; problems are located by key and line. */
export function parseFrontmatter(source: string): FrontmatterResult {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text);
  if (!match) return { data: {}, body: text, bodyLine: 1, keyLines: {}, problems: [] };
  const yamlText = match[1];
  const bodyLine = match[0].split('\n').length;
  const body = text.slice(match[0].length);
  const doc = parseDocument(yamlText, { prettyErrors: false });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    const line = err.linePos?.[0].line;
    const message = err.message.split('\n')[0];
    return { data: {}, body, bodyLine, keyLines: {}, problems: [{ path: 'frontmatter', line: line ? line + 1 : 2, message: `invalid YAML: ${message}` }] };
  }
  let raw: unknown;
  try {
    // A small alias budget: frontmatter never needs more, and it stops alias bombs.
    raw = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    return { data: {}, body, bodyLine, keyLines: {}, problems: [{ path: 'frontmatter', line: 2, message: `invalid YAML: ${(error as Error).message}` }] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { data: {}, body, bodyLine, keyLines: {}, problems: [{ path: 'frontmatter', line: 2, message: 'frontmatter must be a mapping of keys to values' }] };
  }
  const keyLines: Record<string, number> = {};
  for (const key of Object.keys(raw)) {
    const line = lineOfKey(yamlText, key);
    if (line !== undefined) keyLines[key] = line;
  }
  const parsed = frontmatterSchema.safeParse(raw);
  if (parsed.success) return { data: parsed.data, body, bodyLine, keyLines, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    return {
      path: `frontmatter.${issue.path.join('.')}`,
      line: lineOfKey(yamlText, key),
      message: describeIssue(issue, raw as Record<string, unknown>),
    };
  });
  // Keep the valid keys so one bad key does not blank the whole page.
  const data: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const issue of parsed.error.issues) delete data[String(issue.path[0])];
  return { data: data as Frontmatter, body, bodyLine, keyLines, problems };
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
