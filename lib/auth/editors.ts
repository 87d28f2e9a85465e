import { isMember, type Viewer } from './viewer';

/**
 * The groups whose signed-in members may open every `local` pull request page without its link:
 * `LECTERN_EDITOR_GROUPS=a,b`. The one place that reads the variable; lib/editor/editor-groups.ts
 * joins it with docs.json `editors` (the variable, when set, wins).
 */
export function getEditorGroups(env: Record<string, string | undefined> = process.env): string[] {
  return (env.LECTERN_EDITOR_GROUPS ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
}

/** Whether the reader is signed in and in an editors group (nobody is, when none is set). */
export function isEditor(viewer: Viewer, groups: readonly string[] = getEditorGroups()): boolean {
  return isMember(viewer, groups);
}
