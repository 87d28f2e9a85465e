import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './args';

describe('parseCommandLine (node:util parseArgs with every flag of every command)', () => {
  it('splits the command, its flags and its positional words', () => {
    const args = parseCommandLine(['project', 'add', 'docs', '--repo', '/r', '--docs-root=site/docs', '--json']);
    expect(args.command).toBe('project');
    expect(args.positional).toEqual(['add', 'docs']);
    expect(Object.fromEntries(args.flags)).toEqual({ repo: '/r', 'docs-root': 'site/docs', json: true });
  });

  it('keeps an `=` inside an inline value and reads `--help` alone as the help command', () => {
    expect(parseCommandLine(['routes', '--diff=a=b.json']).flags.get('diff')).toBe('a=b.json');
    expect(parseCommandLine(['--help']).command).toBe('help');
    expect(parseCommandLine([]).command).toBe('help');
  });

  it('refuses an unknown flag and a flag without its value, naming the flag', () => {
    expect(() => parseCommandLine(['check', '--dri', 'x'])).toThrow(/--dri/);
    expect(() => parseCommandLine(['check', '--dir'])).toThrow(/--dir/);
  });
});
