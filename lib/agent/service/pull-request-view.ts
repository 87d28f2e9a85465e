import 'server-only';
import { getLocalPr, localPrDiff } from '../providers/repo/local';
import { getRuntime } from '../runtime';
import { getProject } from '../store/projects';

export type DiffLine = { kind: 'add' | 'del' | 'hunk' | 'ctx'; text: string };
export type DiffFile = { path: string; lines: DiffLine[] };
export type PullRequestView = { projectId: string; number: number; title: string; body: string; head: string; base: string; state: string; files: DiffFile[]; truncated: boolean };

const MAX_DIFF_LINES = 5000;

/**
 * A `local` provider pull request as the site's PR page shows it: title, description, state and
 * the diff split per file. Null when there is no such pull request.
 */
export async function loadPullRequestView(projectId: string, number: number): Promise<PullRequestView | null> {
  const rt = getRuntime();
  if (!Number.isSafeInteger(number) || !getProject(rt, projectId)) return null;
  const row = getLocalPr(rt, projectId, number);
  if (!row) return null;
  const { files, truncated } = parseDiff(await localPrDiff(rt, row));
  return { projectId, number, title: row.title, body: row.body, head: row.head, base: row.base, state: row.state, files, truncated };
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
