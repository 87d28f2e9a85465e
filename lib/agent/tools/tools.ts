import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { toGlobMatcher } from './linear-glob';
import { PolicyError } from './path-policy';
import type { Sandbox } from './sandbox';
import { toLineMatcher } from './search-matcher';
import { walkFiles } from './walk';

const MAX_LIST = 500;
const MAX_READ = 64 * 1024;
const MAX_HITS = 200;
const MAX_SEARCH_FILE = 2 * 1024 * 1024;
/** Files searched between two yields to the event loop, so heartbeats run during a long search. */
const SEARCH_SLICE = 50;
/** How many times `finish` sends the docs check's problems back before the run fails with them. */
export const DOCS_CHECK_ROUNDS = 2;
const SECRET_NAME = /(^|\/)(\.env[^/]*|[^/]*\.pem|[^/]*\.key|id_[^/]*|\.npmrc|credentials[^/]*)$/i;

/** What the loop learns from the tools besides their results. */
export type ToolState = { violation?: string; summary?: string; checkRounds?: number; refusedWrites?: string[] };

export type ToolOptions = {
  /**
   * The docs check (`lectern check` on the workspace): the problems the run's changes introduced,
   * one line each. `finish` runs it and hands the problems back instead of finishing, a bounded
   * number of times, so the model can fix what it broke before anything is committed.
   */
  checkDocs?: () => Promise<string[]>;
};

/** Tool output is data, never instructions: labelled, and cut to a size the context can afford. */
function wrap(label: string, body: string, limit = MAX_READ): string {
  const cut = body.length > limit ? `${body.slice(0, limit)}\n[… truncated at ${limit} characters]` : body;
  return `<tool_result path=${JSON.stringify(label)}>\n${cut}\n</tool_result>`;
}

/**
 * The agent's tools (docs/agent-api.md "Tools and the sandbox"): file operations inside the sandbox and `finish`; no shell,
 * no network. A hard policy refusal records the violation and aborts the loop, so the run fails
 * with `path_policy_violation` instead of letting the model probe further.
 */
export function buildTools(box: Sandbox, state: ToolState, abort: AbortController, opts: ToolOptions = {}): ToolSet {
  // File-system errors quote absolute paths: the model only ever sees paths relative to the workspace.
  const relative = (message: string) => message.split(`${box.policy.root}/`).join('').split(box.policy.root).join('.');
  // A tool's input schema with its `execute`, so the arguments are typed by the schema that checks them.
  const guard = <S extends z.ZodType>(inputSchema: S, fn: (args: z.infer<S>) => string | Promise<string>, writes = false) => ({
    inputSchema,
    execute: async (args: z.infer<S>) => {
      try {
        return await fn(args);
      } catch (error) {
        if (error instanceof PolicyError) {
          if (error.hard) {
            state.violation ??= error.message;
            abort.abort(new PolicyError(error.message, true));
          } else if (writes) (state.refusedWrites ??= []).push(relative(error.message));
          return `Error: ${relative(error.message)}`;
        }
        return `Error: ${relative((error as Error).message)}`;
      }
    },
  });
  const docs = box.policy.docsRoot === '.' ? '' : box.policy.docsRoot;
  return {
    list_files: tool({
      description:
        'List files under a directory of the repository (default: the docs root). Paths are relative to the repository root. ' +
        'glob filters them: *, **, ?, [abc] and {a,b} for alternatives (a comma outside braces is a literal comma).',
      ...guard(z.object({ dir: z.string().optional(), glob: z.string().max(200).optional() }), ({ dir, glob }) => {
        const { rel } = box.readable(dir ?? (docs || '.'));
        const matches = glob ? toGlobMatcher(glob) : undefined;
        const { files, truncated } = walkFiles(box.policy.root, rel, 20_000);
        const shown = files.filter((f) => !SECRET_NAME.test(f) && (!matches || matches(f) || matches(f.slice(rel ? rel.length + 1 : 0))));
        const list = shown.slice(0, MAX_LIST).join('\n');
        const more = shown.length > MAX_LIST || truncated ? `\n[… more files; narrow with dir or glob]` : '';
        return wrap(rel || '.', (list || '(no files)') + more);
      }),
    }),
    read_file: tool({
      description: 'Read a text file. offset is the first line (1-based), limit the number of lines.',
      ...guard(
        z.object({ path: z.string(), offset: z.number().int().min(1).optional(), limit: z.number().int().min(1).optional() }),
        ({ path, offset, limit }) => {
          const { rel, text } = box.readText(path);
          const lines = text.split('\n');
          const start = (offset ?? 1) - 1;
          const slice = lines.slice(start, limit ? start + limit : undefined).join('\n');
          return wrap(rel, slice);
        },
      ),
    }),
    search: tool({
      description:
        'Search file contents for a substring, or a regular expression written as /pattern/flags (RE2 syntax: no backreferences or lookaround).',
      ...guard(z.object({ query: z.string().min(1).max(500), path: z.string().optional() }), async ({ query, path }) => {
        const { rel } = box.readable(path ?? (docs || '.'));
        const matches = toLineMatcher(query);
        const hits: string[] = [];
        const files = walkFiles(box.policy.root, rel, 5000).files.filter((f) => !SECRET_NAME.test(f));
        for (const [i, file] of files.entries()) {
          if (hits.length >= MAX_HITS) break;
          if (i > 0 && i % SEARCH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
          let text: string;
          try {
            text = box.readText(file, MAX_SEARCH_FILE).text;
          } catch {
            continue;
          }
          text.split('\n').forEach((line, n) => {
            if (hits.length < MAX_HITS && matches(line)) hits.push(`${file}:${n + 1}: ${line.slice(0, 300)}`);
          });
        }
        return wrap(`search:${query}`, hits.join('\n') || '(no matches)');
      }),
    }),
    write_file: tool({
      description: 'Create or replace a file under the docs root.',
      ...guard(
        z.object({ path: z.string(), content: z.string() }),
        ({ path, content }) => `Wrote ${box.write(path, content)} (${Buffer.byteLength(content)} bytes).`,
        true,
      ),
    }),
    edit_file: tool({
      description: 'Replace the single exact occurrence of `old` with `new` in a file under the docs root.',
      ...guard(
        z.object({ path: z.string(), old: z.string().min(1), new: z.string() }),
        ({ path, old, new: replacement }) => {
          const { rel, text } = box.readText(path);
          const first = text.indexOf(old);
          if (first < 0) return `Error: the text to replace was not found in ${rel}.`;
          if (text.indexOf(old, first + 1) >= 0) return `Error: the text to replace occurs more than once in ${rel}; include more context.`;
          box.write(rel, text.slice(0, first) + replacement + text.slice(first + old.length));
          return `Edited ${rel}.`;
        },
        true,
      ),
    }),
    delete_file: tool({
      description: 'Delete a file under the docs root.',
      ...guard(z.object({ path: z.string() }), ({ path }) => `Deleted ${box.remove(path)}.`, true),
    }),
    move_file: tool({
      description: 'Move or rename a file under the docs root.',
      ...guard(
        z.object({ from: z.string(), to: z.string() }),
        ({ from, to }) => {
          const moved = box.move(from, to);
          return `Moved ${moved.from} to ${moved.to}.`;
        },
        true,
      ),
    }),
    finish: tool({
      description: 'End the run. summary: what you changed and why, for the pull request and the user.',
      inputSchema: z.object({ summary: z.string().min(1).max(20_000) }),
      execute: async ({ summary }) => {
        const problems = box.touched.size > 0 && opts.checkDocs ? await opts.checkDocs() : [];
        const rounds = state.checkRounds ?? 0;
        if (problems.length > 0 && rounds < DOCS_CHECK_ROUNDS) {
          state.checkRounds = rounds + 1;
          const left = DOCS_CHECK_ROUNDS - rounds;
          return (
            `Not finished: the docs check (lectern check) found ${problems.length} problem${problems.length === 1 ? '' : 's'} that your changes introduced. ` +
            `Fix ${problems.length === 1 ? 'it' : 'them'}, then call finish again. You have ${left} more finish call${left === 1 ? '' : 's'}; ` +
            `if the check still fails on the last one, the run fails and nothing is committed.\n${problems.map((p) => `- ${p}`).join('\n')}`
          );
        }
        state.summary = summary;
        return 'Finished.';
      },
    }),
  };
}
