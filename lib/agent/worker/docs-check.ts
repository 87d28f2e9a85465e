import { rmSync } from 'node:fs';
import path from 'node:path';
import { checkPages } from '../../site/check/check-pages';
import type { Problem } from '../../config/types';
import { clearSpecCache, withSpecOverrides } from '../../openapi/load';
import { loadSite } from '../../site/load-site';
import { logError } from '../log-error';
import { git } from '../providers/repo/git';

/** Stands in for a URL-hosted spec with no stored snapshot: a valid, empty document, never fetched. */
const NOT_FETCHED = '{"openapi":"3.1.0","info":{"title":"not fetched during the docs check","version":"0"},"paths":{}}';

/** Every URL resolves to its snapshot or the empty stand-in, so the check never reaches the network. */
class OfflineSpecs extends Map<string, string> {
  constructor(private readonly snapshot: (url: string) => string | undefined) {
    super();
  }

  override get(url: string): string {
    return this.snapshot(url) ?? NOT_FETCHED;
  }
}

export type DocsCheckProblem = { key: string; text: string };

/**
 * The errors `lectern check` reports for a docs folder (cli/check.ts: the site load plus the page
 * checks), run in-process with URL-hosted specs taken from `snapshot` instead of fetched. Each
 * problem has a key for comparing two checkouts (file and message: lines move when text is
 * added) and a line for the model, with paths relative to the repository root.
 */
export async function checkDocsFolder(
  docsDir: string,
  docsRoot: string,
  snapshot: (url: string) => string | undefined,
): Promise<DocsCheckProblem[]> {
  try {
    const problems = await withSpecOverrides(new OfflineSpecs(snapshot), async () => {
      const site = await loadSite(docsDir);
      return [...site.problems, ...(site.nav ? await checkPages(site) : [])];
    });
    const prefix = docsRoot === '.' || docsRoot === '' ? '' : `${docsRoot}/`;
    const clean = (text: string) => text.split(path.resolve(docsDir)).join('<docs root>');
    return problems
      .filter((p: Problem) => p.severity === 'error')
      .map((p) => {
        const where = `${prefix}${p.file}${p.line ? `:${p.line}` : ''}${p.path && !p.path.startsWith('/') ? ` (${p.path})` : ''}`;
        return { key: `${p.file}\0${clean(p.message)}`, text: `${where}: ${clean(p.message)}` };
      });
  } finally {
    // Specs are cached per process by absolute path, and every run's workspace is a new path.
    clearSpecCache();
  }
}

export type DocsGate = {
  /** The problems the workspace has now that its base did not have; [] when the check passes. */
  introduced(): Promise<string[]>;
};

/**
 * The docs check as a gate on the run's changes (issue 11): only problems the change introduces
 * count, so a repository that was already broken can still be edited. The base (the run's
 * starting commit) is checked out beside the workspace and checked once, and only when the
 * workspace has problems at all. Results are reused while the workspace is unchanged
 * (`version`). A crash of the check itself is logged and lets the change through: it is a
 * quality gate, and the path and secret gates do not depend on it.
 */
export function createDocsGate(a: {
  workspace: string;
  docsRoot: string;
  projectSnapshot: (url: string) => string | undefined;
  version: () => number;
}): DocsGate {
  const docsDir = path.join(a.workspace, a.docsRoot);
  let base: Promise<Set<string>> | undefined;
  let last: { version: number; result: Promise<string[]> } | undefined;

  const snapshot = a.projectSnapshot;
  const baseKeys = async (): Promise<Set<string>> => {
    const dir = `${a.workspace}.base`;
    rmSync(dir, { recursive: true, force: true });
    try {
      await git(['worktree', 'add', '--detach', '--quiet', dir, 'HEAD'], { cwd: a.workspace });
      return new Set((await checkDocsFolder(path.join(dir, a.docsRoot), a.docsRoot, snapshot)).map((p) => p.key));
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await git(['worktree', 'prune'], { cwd: a.workspace }).catch(() => undefined);
    }
  };
  const run = async (): Promise<string[]> => {
    try {
      const now = await checkDocsFolder(docsDir, a.docsRoot, snapshot);
      if (now.length === 0) return [];
      const before = await (base ??= baseKeys());
      const seen = new Set<string>();
      return now.filter((p) => !before.has(p.key) && !seen.has(p.key) && seen.add(p.key)).map((p) => p.text);
    } catch (error) {
      logError('docs check failed', error);
      return [];
    }
  };
  return {
    introduced() {
      const version = a.version();
      if (last?.version !== version) last = { version, result: run() };
      return last.result;
    },
  };
}
