import 'server-only';
import { isEditor } from '../../auth/editors';
import type { Viewer } from '../../auth/viewer';
import { getLocalPr, localPrDiff } from '../providers/repo/local';
import { isPrLinkToken } from '../providers/repo/pr-link-token';
import { getRuntime } from '../runtime';
import { getProject } from '../store/projects';

export type DiffLine = { kind: 'add' | 'del' | 'hunk' | 'ctx'; text: string };
export type DiffFile = { path: string; lines: DiffLine[] };
export type PullRequestView = {
  projectId: string;
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  /** The base commit the pull request was opened on: what its diff compares against. */
  baseSha: string;
  state: string;
  files: DiffFile[];
  truncated: boolean;
};

const MAX_DIFF_LINES = 5000;

/** Who asks for a pull request page: the signed-in reader, and the link's `?token=` if any. */
export type PullRequestReader = {
  viewer: Viewer;
  token: string | undefined;
  /** The site's editor groups (docs.json `editors` or the environment); default `LECTERN_EDITOR_GROUPS`. */
  editorGroups?: readonly string[];
};

/**
 * The pull request page for this reader, or null — the same null whether the pull request does
 * not exist or the reader may not see it, so the page cannot tell anyone which numbers exist. It
 * shows the prompt and the whole diff: only editors (see isEditor) and holders of the link's
 * token may see it, and access is decided before anything is looked up.
 */
export async function loadPullRequestViewFor(
  projectId: string,
  numberText: string,
  reader: PullRequestReader,
): Promise<PullRequestView | null> {
  if (!/^[1-9]\d{0,8}$/.test(numberText)) return null;
  const number = Number(numberText);
  if (!canReadPullRequest(reader.viewer, isPrLinkToken(getRuntime().env, projectId, number, reader.token), reader.editorGroups))
    return null;
  return loadPullRequestView(projectId, number);
}

/** The access rule of pull request pages: an editor, or the holder of the link's token. */
export function canReadPullRequest(viewer: Viewer, tokenMatches: boolean, editorGroups?: readonly string[]): boolean {
  return tokenMatches || isEditor(viewer, editorGroups);
}

/**
 * A `local` provider pull request as the site's PR page shows it: title, description, state and
 * the diff split per file. Null when there is no such pull request. No access check: pages go
 * through loadPullRequestViewFor.
 */
export async function loadPullRequestView(projectId: string, number: number): Promise<PullRequestView | null> {
  const rt = getRuntime();
  if (!Number.isSafeInteger(number) || !(await getProject(rt, projectId))) return null;
  const row = await getLocalPr(rt, projectId, number);
  if (!row) return null;
  const { files, truncated } = parseDiff(await localPrDiff(rt, row));
  return {
    projectId,
    number,
    title: row.title,
    body: row.body,
    head: row.head,
    base: row.base,
    baseSha: row.base_sha,
    state: row.state,
    files,
    truncated,
  };
}

/** Splits unified diff text into files and classified lines, capped so a huge diff cannot stall the page. */
export function parseDiff(text: string): { files: DiffFile[]; truncated: boolean } {
  const files: DiffFile[] = [];
  const lines = text.split('\n');
  let count = 0;
  for (const line of lines) {
    const header = /^diff --git a\/(.+) b\/(.+)$/.exec(line);
    if (header) {
      files.push({ path: header[2], lines: [] });
      continue;
    }
    const file = files.at(-1);
    if (!file || /^(index |--- |\+\+\+ |new file mode|deleted file mode|similarity|rename )/.test(line)) continue;
    if (++count > MAX_DIFF_LINES) return { files, truncated: true };
    const kind = line.startsWith('@@') ? 'hunk' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : 'ctx';
    file.lines.push({ kind, text: line });
  }
  return { files, truncated: false };
}
