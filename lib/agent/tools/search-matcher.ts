import { RE2JS } from 're2js';
import { PolicyError } from './path-policy';

const FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0 };

/**
 * The `search` tool's query as a line predicate: `/re/flags` is a regular expression, anything
 * else a substring. Regular expressions run on RE2 (re2js), whose time is linear in the line,
 * because a backtracking RegExp such as `/^(a+)+$/` over `aaaa…!` would freeze the worker's event
 * loop: no heartbeats, lost leases, other projects stalled. What RE2 cannot do (backreferences,
 * lookaround) is a soft error that says how to rewrite the query.
 */
export function toLineMatcher(query: string): (line: string) => boolean {
  const m = /^\/(.+)\/([imsu]*)$/.exec(query);
  if (!m) return (line) => line.includes(query);
  const flags = [...new Set(m[2])].reduce((all, f) => all | FLAGS[f], 0);
  let re: RE2JS;
  try {
    re = RE2JS.compile(RE2JS.translateRegExp(m[1]), flags);
  } catch (error) {
    const why = (error as Error).message.replace(/^error parsing regexp: /, '');
    throw new PolicyError(
      `the regular expression ${query} cannot be used (${why}): search runs RE2 syntax, which has no backreferences or lookaround; ` +
        'rewrite it without them, or search for a plain substring',
      false,
    );
  }
  return (line) => re.test(line);
}
