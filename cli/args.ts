import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Parsed command line: the command, its flags and positional words. */
export type Args = { command: string; flags: Map<string, string | true>; positional: string[] };

/**
 * Every flag any command takes, in one table: a flag is accepted by every command (as before the
 * move to `node:util`), and one a command does not use is ignored by it.
 */
const OPTIONS = {
  dir: { type: 'string' },
  json: { type: 'boolean' },
  offline: { type: 'boolean' },
  'quiet-ok': { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean' },
  'search-index': { type: 'string' },
  'asset-refs': { type: 'string' },
  'tailwind-css': { type: 'string' },
  'thumbnail-font': { type: 'string' },
  diff: { type: 'string' },
  repo: { type: 'string' },
  provider: { type: 'string' },
  'docs-root': { type: 'string' },
  branch: { type: 'string' },
  'api-url': { type: 'string' },
  project: { type: 'string' },
  name: { type: 'string' },
  csv: { type: 'boolean' },
} satisfies ParseArgsConfig['options'];

/**
 * Parses `cmd --flag value --bool word` (and `--flag=value`) with `node:util`'s `parseArgs`, so the
 * edge cases (`--`, `=` inside a value, a value that looks like a flag) follow Node's rules rather
 * than a hand-made loop. Strict: an unknown flag or a missing value is an error whose message names
 * the flag, which the caller prints as a usage error.
 */
export function parseCommandLine(argv: string[]): Args {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true });
  const flags = new Map<string, string | true>();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== false) flags.set(name, value);
  const [command = 'help', ...positional] = positionals;
  return { command, flags, positional };
}

/** Commands that read a docs folder, and take it as their one word (`lectern check ../docs`) or as `--dir`. */
const FOLDER_COMMANDS = new Set(['check', 'routes', 'upgrade']);
/** Commands that take no words at all: a stray one is a mistake, not something to ignore. */
const WORDLESS_COMMANDS = new Set(['hash-password', 'feedback']);

/**
 * The docs folder a command works on: its word, else `--dir`, else `$DOCS_DIR`, else `cwd`. A usage
 * error (thrown, printed with the help) where the words cannot mean what the user meant: a word
 * before this was ignored, so `lectern check ../docs` silently checked the current folder.
 */
export function docsFolder(args: Args, env: Record<string, string | undefined>, cwd: string): string {
  const flag = args.flags.get('dir');
  const given = typeof flag === 'string' ? flag : undefined;
  if (WORDLESS_COMMANDS.has(args.command) && args.positional.length) {
    throw new Error(`"${args.command}" takes no arguments (found "${args.positional.join(' ')}")`);
  }
  if (!FOLDER_COMMANDS.has(args.command)) return path.resolve(given ?? (env.DOCS_DIR || cwd));
  const [word, ...extra] = args.positional;
  if (extra.length) throw new Error(`"${args.command}" takes one docs folder (found "${args.positional.join('", "')}")`);
  if (word !== undefined && given !== undefined && path.resolve(word) !== path.resolve(given)) {
    throw new Error(`"${args.command}" was given two docs folders ("${word}" and --dir "${given}"): give one`);
  }
  return path.resolve(word ?? given ?? (env.DOCS_DIR || cwd));
}
