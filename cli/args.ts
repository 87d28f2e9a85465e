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
