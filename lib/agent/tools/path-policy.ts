import path from 'node:path';

/** A sandbox refusal. `hard` ones fail the run (`path_policy_violation`); soft ones are told to the model. */
export class PolicyError extends Error {
  constructor(message: string, readonly hard: boolean) {
    super(message);
    this.name = 'PolicyError';
  }
}

export type SandboxPolicy = {
  /** Absolute path of the workspace (the repository root). */
  root: string;
  /** Docs root relative to the repository root, `.` for a docs-only repository. */
  docsRoot: string;
  /** Extra readable paths relative to the repository root. */
  readContext: string[];
};

const SECRET_FILE = /^(\.env.*|.*\.pem|.*\.key|id_.*|\.npmrc|credentials.*)$/i;
const WRITE_EXT = /\.(md|mdx|png|jpe?g|svg)$/i;
const SPEC_EXT = /\.(json|ya?ml)$/i;

/**
 * Normalises a model-supplied path (relative to the repository root) and refuses everything that
 * could leave the sandbox or touch what it must not: absolute paths, `..`, backslashes, NUL and
 * control characters, `.git/`, `.github/` and secret-looking files. One function for every tool,
 * so no tool can forget a rule (agent-api.md B13).
 */
export function normalizePath(input: unknown): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > 1024) throw new PolicyError('path must be a non-empty string', false);
  if (/[\\\x00-\x1f\x7f]/.test(input)) throw new PolicyError(`path ${JSON.stringify(input)} contains a backslash or control character`, true);
  if (input.startsWith('/') || /^[A-Za-z]:/.test(input) || input.startsWith('~')) throw new PolicyError(`absolute path ${JSON.stringify(input)} refused`, true);
  const normal = path.posix.normalize(input).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  const rel = normal === '.' ? '' : normal;
  const segments = rel ? rel.split('/') : [];
  if (segments.includes('..')) throw new PolicyError(`path ${JSON.stringify(input)} leaves the repository`, true);
  if (segments.some((s) => s.toLowerCase() === '.git')) throw new PolicyError(`path ${JSON.stringify(input)} is inside .git/`, true);
  if (segments[0]?.toLowerCase() === '.github') throw new PolicyError(`path ${JSON.stringify(input)} is inside .github/`, true);
  if (segments.some((s) => SECRET_FILE.test(s))) throw new PolicyError(`path ${JSON.stringify(input)} looks like a secret file`, true);
  return rel;
}

const isUnder = (rel: string, dir: string) => dir === '.' || dir === '' || rel === dir || rel.startsWith(`${dir}/`);

/** May this (normalised) path be read? Outside the readable roots is a soft refusal: nothing leaked. */
export function assertReadable(rel: string, p: SandboxPolicy): void {
  const roots = [p.docsRoot, ...p.readContext];
  if (!roots.some((r) => isUnder(rel, r) || (rel === '' && r === '.'))) {
    throw new PolicyError(`${rel || '.'} is outside the readable paths (${roots.join(', ')})`, false);
  }
}

/**
 * May this path be written (created, replaced, deleted or moved)? Only under the docs root and
 * only Markdown, MDX, `docs.json`, images, and OpenAPI JSON/YAML (checked by `isOpenApiText`).
 */
export function assertWritable(rel: string, p: SandboxPolicy, content?: string): void {
  if (!rel || !isUnder(rel, p.docsRoot)) throw new PolicyError(`writing ${rel || '.'} is outside the docs root ${p.docsRoot}`, true);
  const base = path.posix.basename(rel);
  if (base === 'docs.json' || WRITE_EXT.test(base)) {
    if (/\.svg$/i.test(base) && content !== undefined && /<script|\bon\w+\s*=/i.test(content)) throw new PolicyError(`${rel}: SVG with scripts refused`, true);
    return;
  }
  if (SPEC_EXT.test(base) && (content === undefined || isOpenApiText(content))) return;
  throw new PolicyError(`writing ${rel} is not allowed: only .md, .mdx, docs.json, images and OpenAPI files`, true);
}

/** Whether JSON or YAML text is an OpenAPI/Swagger document (a top-level `openapi` or `swagger` key). */
export function isOpenApiText(text: string): boolean {
  return /^\s*\{?\s*["']?(openapi|swagger)["']?\s*:/m.test(text.slice(0, 4096));
}
