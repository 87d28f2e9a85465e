import 'server-only';
import { structuredPatch } from 'diff';
import { localBareRepoPath } from '../agent/providers/repo/describe';
import { git } from '../agent/providers/repo/git';
import { getRuntime } from '../agent/runtime';

export type ReviewLine = { kind: 'add' | 'del' | 'hunk' | 'ctx'; text: string };
export type ReviewFile = {
  path: string;
  status: 'added' | 'modified' | 'deleted';
  /** The line diff of old and new text; empty for a binary or oversized file (see `note`). */
  lines: ReviewLine[];
  /** Why there are no lines to show, when there are none. */
  note?: string;
  /** A page whose branch version the preview route can render (`.mdx`/`.md`, not deleted). */
  previewable: boolean;
};

/** Where a pull request's two sides live: its project's bare repository, the base commit and the head branch. */
export type PullSides = { projectId: string; baseSha: string; head: string };

/** Past this size a file's diff is not shown (a reviewer reads pages, not data dumps). */
const MAX_FILE_BYTES = 256 * 1024;
const MAX_FILES = 100;

/**
 * Every file a `local` pull request changes, with the line diff of its old and new text (jsdiff's
 * `structuredPatch`, three lines of context), for the review page. Text is read from the
 * project's bare repository: the old side at the commit the pull request was opened on, the new
 * side at the head branch, so a merged base does not empty the diff.
 */
export async function loadPullFiles(sides: PullSides): Promise<{ files: ReviewFile[]; truncated: boolean }> {
  const bare = localBareRepoPath(getRuntime(), sides.projectId);
  const raw = await git([
    '--git-dir',
    bare,
    'diff',
    '--name-status',
    '--no-renames',
    '-z',
    sides.baseSha,
    `refs/heads/${sides.head}`,
  ]).catch(() => '');
  const parts = raw.split('\0').filter(Boolean);
  const changes: { status: ReviewFile['status']; path: string }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2)
    changes.push({ status: parts[i] === 'A' ? 'added' : parts[i] === 'D' ? 'deleted' : 'modified', path: parts[i + 1] });
  const files = await Promise.all(
    changes.slice(0, MAX_FILES).map(async ({ status, path }) => {
      const [before, after] = await Promise.all([
        status === 'added' ? '' : readBlob(bare, sides.baseSha, path),
        status === 'deleted' ? '' : readBlob(bare, `refs/heads/${sides.head}`, path),
      ]);
      return buildReviewFile(path, status, before, after);
    }),
  );
  return { files, truncated: changes.length > MAX_FILES };
}

/** One file's text at a commit or branch of the bare repository, or undefined when it is not there. */
async function readBlob(bare: string, rev: string, path: string): Promise<string | undefined> {
  return git(['--git-dir', bare, 'show', `${rev}:${path}`]).catch(() => undefined);
}

/**
 * The page of one file at the pull request's head, for the preview route; undefined when the file
 * is not part of the pull request's changes (the preview shows changed pages only, not any file
 * of the repository by name) or is gone on the branch.
 */
export async function loadHeadPage(sides: PullSides, path: string): Promise<string | undefined> {
  const { files } = await loadPullFiles(sides);
  const file = files.find((f) => f.path === path && f.previewable);
  if (!file) return undefined;
  return readBlob(localBareRepoPath(getRuntime(), sides.projectId), `refs/heads/${sides.head}`, path);
}

/** A file's review entry from its two texts (pure: unit-tested without git). */
export function buildReviewFile(
  path: string,
  status: ReviewFile['status'],
  before: string | undefined,
  after: string | undefined,
): ReviewFile {
  const previewable = status !== 'deleted' && /\.mdx?$/i.test(path);
  const old = before ?? '';
  const next = after ?? '';
  if (old.includes('\0') || next.includes('\0')) return { path, status, lines: [], note: 'Binary file.', previewable: false };
  if (old.length > MAX_FILE_BYTES || next.length > MAX_FILE_BYTES)
    return { path, status, lines: [], note: 'The file is too large to show here.', previewable };
  const patch = structuredPatch(path, path, old, next, undefined, undefined, { context: 3 });
  const lines: ReviewLine[] = [];
  for (const hunk of patch.hunks) {
    // Unified diff names the line before an empty side (`-0,0`); jsdiff counts from 1 there.
    const range = (start: number, count: number) => `${count === 0 ? start - 1 : start},${count}`;
    lines.push({ kind: 'hunk', text: `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@` });
    for (const line of hunk.lines) {
      // jsdiff marks a missing final newline with a "\ No newline…" line: not content, not shown.
      if (line.startsWith('\\')) continue;
      lines.push({ kind: line[0] === '+' ? 'add' : line[0] === '-' ? 'del' : 'ctx', text: line });
    }
  }
  return { path, status, lines, previewable };
}
