import picomatch from 'picomatch';
import { RE2JS } from 're2js';
import { PolicyError } from './path-policy';

// picomatch decides what a glob means (`*`, `**`, `?`, `[…]`, `{a,b}`; a comma outside braces is
// literal). Extglobs and `!` negation are off: they need lookarounds that RE2 cannot run.
const OPTIONS = { dot: true, noextglob: true, nonegate: true, strictSlashes: true } as const;

/**
 * A model-supplied glob as a predicate over `/`-separated paths that runs in linear time.
 * picomatch's own matcher is a backtracking RegExp: `*a*a*a…b` against a long file name (which
 * the agent can create) takes exponential time on the worker's event loop, so the expression it
 * builds is run by RE2 instead. The lookaheads picomatch adds only keep `*` off empty, `.` and
 * `..` segments, which listed paths never have, so dropping them keeps the meaning.
 */
export function toGlobMatcher(glob: string): (file: string) => boolean {
  let re: RE2JS;
  try {
    re = RE2JS.compile(withoutLookarounds(picomatch.makeRe(glob, OPTIONS).source));
  } catch {
    throw new PolicyError(`the glob ${JSON.stringify(glob)} is not supported: use *, **, ?, [abc] and {a,b}`, false);
  }
  return (file) => re.testExact(file);
}

/** Removes every `(?=…)`, `(?!…)`, `(?<=…)` and `(?<!…)` group, respecting escapes and classes. */
export function withoutLookarounds(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      i = closingParen(source, i);
    } else out += source[i];
  }
  return out;
}

function closingParen(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  throw new Error('unbalanced group');
}
