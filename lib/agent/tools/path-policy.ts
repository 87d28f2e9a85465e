import path from 'node:path';
import { classifyDocsFile, NOT_DOCS_HINT, notDocsReason, type NamedFiles } from './docs-files';

/** A sandbox refusal. `hard` ones fail the run (`path_policy_violation`); soft ones are told to the model. */
export class PolicyError extends Error {
  constructor(
    message: string,
    readonly hard: boolean,
  ) {
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

/**
 * Normalises a model-supplied path (relative to the repository root) and refuses everything that
 * could leave the sandbox or touch what it must not: absolute paths, `..`, backslashes, NUL and
 * control characters, `.git/`, `.github/` and secret-looking files. One function for every tool,
 * so no tool can forget a rule (docs/agent-api.md "Tools and the sandbox").
 */
export function normalizePath(input: unknown): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > 1024)
    throw new PolicyError('path must be a non-empty string', false);
  if (/[\\\x00-\x1f\x7f]/.test(input))
    throw new PolicyError(`path ${JSON.stringify(input)} contains a backslash or control character`, true);
  if (input.startsWith('/') || /^[A-Za-z]:/.test(input) || input.startsWith('~'))
    throw new PolicyError(`absolute path ${JSON.stringify(input)} refused`, true);
  const normal = path.posix
    .normalize(input)
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
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

const NAMES_NOTHING: NamedFiles = { refs: new Set(), specs: new Set() };

/**
 * May this path be written (created, replaced, deleted or moved)? Only what a docs site is made
 * of, under the docs root (docs-files.ts): the path and what docs.json names decide, never the
 * content. A refusal is soft: the model is told why and can change course, and nothing was
 * written. An SVG that carries script is a hard refusal, because it is an attack, not a mistake.
 */
export function assertWritable(rel: string, p: SandboxPolicy, named: () => NamedFiles, content?: string): void {
  const root = path.posix.normalize(p.docsRoot).replace(/\/+$/, '').replace(/^\.$/, '');
  if (!rel || !isUnder(rel, root) || rel === root) {
    throw new PolicyError(`${rel || '.'} is not part of the docs site: ${NOT_DOCS_HINT}, under the docs root "${p.docsRoot}"`, false);
  }
  const docsRel = root ? rel.slice(root.length + 1) : rel;
  const structured = /\.(json|ya?ml)$/i.test(docsRel);
  if (!classifyDocsFile(docsRel, structured ? named() : NAMES_NOTHING)) {
    throw new PolicyError(`${rel} is not part of the docs site: ${NOT_DOCS_HINT}; ${notDocsReason(docsRel)}`, false);
  }
  if (/\.svg$/i.test(rel) && content !== undefined && /<script|\bon\w+\s*=|javascript:/i.test(content)) {
    throw new PolicyError(`${rel}: SVG with scripts refused`, true);
  }
}
