/** Parsed command line: the command, its flags and positional words. */
export type Args = { command: string; flags: Map<string, string | true>; positional: string[] };

/** Parses `cmd --flag value --bool word`; `--flag=value` works too. Flags listed in `booleans` take no value. */
export function parseArgs(argv: string[], booleans: Set<string>): Args {
  const [command = 'help', ...rest] = argv;
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) flags.set(name, inline);
    else if (booleans.has(name) || i + 1 >= rest.length || rest[i + 1].startsWith('--')) flags.set(name, true);
    else flags.set(name, rest[++i]);
  }
  return { command, flags, positional };
}
