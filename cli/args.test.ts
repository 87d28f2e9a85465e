import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { docsFolder, parseCommandLine } from './args';

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

describe('docsFolder', () => {
  const folder = (argv: string[], env: Record<string, string | undefined> = {}) => docsFolder(parseCommandLine(argv), env, '/work');

  it('takes the folder as check’s or routes’ one word, else --dir, else $DOCS_DIR, else the current folder', () => {
    expect(folder(['check', 'site/docs'])).toBe(path.resolve('site/docs'));
    expect(folder(['routes', '/srv/docs', '--json'])).toBe('/srv/docs');
    expect(folder(['check', '--dir', '/srv/docs'])).toBe('/srv/docs');
    expect(folder(['check'], { DOCS_DIR: '/env/docs' })).toBe('/env/docs');
    expect(folder(['check', '/a'], { DOCS_DIR: '/env/docs' })).toBe('/a');
    expect(folder(['check'])).toBe('/work');
    // The same folder twice is not a conflict.
    expect(folder(['check', '/srv/docs', '--dir', '/srv/docs/'])).toBe('/srv/docs');
  });

  it('refuses words it would otherwise ignore, saying which', () => {
    expect(() => folder(['check', 'a', 'b'])).toThrow('"check" takes one docs folder (found "a", "b")');
    expect(() => folder(['routes', '/a', '--dir', '/b'])).toThrow('"routes" was given two docs folders ("/a" and --dir "/b"): give one');
    expect(() => folder(['feedback', 'now'])).toThrow('"feedback" takes no arguments (found "now")');
    expect(() => folder(['hash-password', 'secret'])).toThrow('"hash-password" takes no arguments (found "secret")');
  });

  it('leaves the words of commands that have their own to them', () => {
    expect(folder(['project', 'add', 'docs', '--repo', '/r'])).toBe('/work');
    expect(folder(['help', 'check'])).toBe('/work');
  });
});
