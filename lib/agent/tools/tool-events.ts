import type { ToolSet } from 'ai';

/** One tool call as the job's progress shows it: which tool, on which path, and whether it worked. */
export type ToolCall = { tool: string; path: string | null; ok: boolean };

const MAX_PATH = 300;

/**
 * Wraps every tool of `tools` so each call is reported to `onCall` after it ran: the progress an
 * editor watches (files read and written). Only the tool's name and the path the model named are
 * reported — never contents — and the path is cut, since it is the model's text, not ours.
 */
export function withToolEvents(tools: ToolSet, onCall: (call: ToolCall) => void | Promise<void>): ToolSet {
  const out: ToolSet = {};
  for (const [name, t] of Object.entries(tools)) {
    const execute = t.execute;
    if (!execute) {
      out[name] = t;
      continue;
    }
    out[name] = {
      ...t,
      execute: async (args: unknown, options: Parameters<typeof execute>[1]) => {
        const result: unknown = await execute(args, options);
        const named = (args as { path?: unknown; from?: unknown } | null) ?? {};
        const raw = typeof named.path === 'string' ? named.path : typeof named.from === 'string' ? named.from : null;
        await onCall({
          tool: name,
          path: raw === null ? null : raw.slice(0, MAX_PATH),
          ok: !(typeof result === 'string' && result.startsWith('Error:')),
        });
        return result;
      },
    };
  }
  return out;
}
