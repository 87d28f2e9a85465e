/** One Dockerfile instruction: its keyword (upper case), its `--flag=value` options and the rest. */
export type Instruction = { keyword: string; flags: Record<string, string>; args: string; line: number };
export type Stage = { name: string; from: string; instructions: Instruction[] };

/**
 * Reads a Dockerfile into its stages, enough for the tests to check its structure without Docker:
 * comments and blank lines dropped, `\` continuations joined, leading `--flag=value` options split
 * off, each instruction kept with the line it starts on. Instructions before the first FROM (a
 * global ARG) belong to no stage and are left out.
 */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i].trim();
    if (!line || line.startsWith('#')) continue;
    while (line.endsWith('\\') && i + 1 < lines.length) line = `${line.slice(0, -1).trimEnd()} ${lines[++i].trim()}`;
    const [keyword, ...rest] = line.split(/\s+/);
    const flags: Record<string, string> = {};
    while (rest[0]?.startsWith('--')) {
      const [flag, value = ''] = rest.shift()!.slice(2).split('=');
      flags[flag] = value;
    }
    const instruction = { keyword: keyword.toUpperCase(), flags, args: rest.join(' '), line: start + 1 };
    if (instruction.keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match) throw new Error(`Dockerfile:${start + 1}: FROM ${instruction.args} is not "image [AS name]"`);
      stages.push({ from: match[1], name: match[2] ?? String(stages.length), instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** An exec-form argument (`["node", "x.mjs"]`) as its list, or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  return JSON.parse(args) as string[];
}
