import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { PathSegment } from './json-path';
import type { PathProblem } from './zod-problems';

/**
 * A TextMate grammar as Shiki loads it (its `LanguageRegistration`): `name` is the fence language,
 * `aliases` more names for it, `scopeName` and `patterns` what TextMate requires of every grammar.
 */
export type CodeGrammar = { name: string; scopeName: string; patterns: unknown[]; aliases?: string[] } & Record<string, unknown>;

/**
 * Reads docs.json `styling.codeblocks.languages.custom` (Mintlify organize/settings-appearance.mdx):
 * JSON TextMate grammar files of the docs folder. Each file that is missing, outside the folder,
 * not JSON or not a grammar becomes a problem at its JSON path naming the file, and is left out:
 * a bad grammar must fail `lectern check`, never the render of every page with a code block.
 */
export function readCodeGrammars(
  docsDir: string,
  files: readonly string[] | undefined,
): { grammars: CodeGrammar[]; problems: PathProblem[] } {
  const grammars: CodeGrammar[] = [];
  const problems: PathProblem[] = [];
  const root = path.resolve(docsDir);
  (files ?? []).forEach((file, index) => {
    const at: PathSegment[] = ['styling', 'codeblocks', 'languages', 'custom', index];
    const fail = (why: string) => problems.push({ severity: 'error', path: at, message: `custom language grammar "${file}": ${why}` });
    const full = path.resolve(root, file.replace(/^\/+/, ''));
    if (!full.startsWith(root + path.sep)) return fail('the path leaves the docs folder; give a file inside it');
    let text: string;
    try {
      // Resolved again through links: a symlink out of the docs folder is outside it too.
      if (!realpathSync(full).startsWith(realpathSync(root) + path.sep)) return fail('the file links outside the docs folder');
      text = readFileSync(full, 'utf8');
    } catch {
      return fail(`no such file in the docs folder (looked for ${path.relative(root, full)})`);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return fail(`not valid JSON (${(error as Error).message}); a grammar is a JSON TextMate grammar file`);
    }
    const why = grammarProblem(value);
    if (why) return fail(why);
    grammars.push(value as CodeGrammar);
  });
  return { grammars, problems };
}

/** What keeps a parsed value from being a grammar Shiki can load, in an author's words; undefined when it is one. */
function grammarProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'a grammar is a JSON object';
  const grammar = value as Record<string, unknown>;
  const missing = [
    typeof grammar.name === 'string' && grammar.name.trim() ? '' : '`name` (the fence language, e.g. "lectern")',
    typeof grammar.scopeName === 'string' && grammar.scopeName.trim() ? '' : '`scopeName` (e.g. "source.lectern")',
    Array.isArray(grammar.patterns) ? '' : '`patterns` (an array of rules)',
  ].filter(Boolean);
  if (missing.length) return `the grammar has no ${missing.join(', no ')}`;
  if (grammar.aliases !== undefined && !(Array.isArray(grammar.aliases) && grammar.aliases.every((a) => typeof a === 'string'))) {
    return '`aliases` must be an array of strings';
  }
  return undefined;
}
