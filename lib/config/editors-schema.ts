import { z } from 'zod';
import { configObject } from './config-object';

/**
 * `editors` (Lectern's own key, issue 15): the sign-in groups whose members are the site's
 * editors — they see "Ask the agent" and the jobs view, and review the `local` provider's pull
 * requests. `LECTERN_EDITOR_GROUPS`, when set, takes its place (lib/editor/editor-groups.ts).
 */
export const editorsSchema = configObject(
  {
    groups: z.array(z.string().trim().min(1, { error: 'a group name is a non-empty string' })),
  },
  { what: '`editors`' },
);

export type EditorsSetting = z.output<typeof editorsSchema>;
