import type { $ZodIssue } from 'zod/v4/core';
import type { IssueParams } from './config-object';
import { didYouMeanHint } from './did-you-mean';
import { formatJsonPath, isPathUnder, type PathSegment } from './json-path';
import type { Problem } from './types';
import { describeValue, listCode } from './values';

/** A problem that knows its JSON path but not yet its file and line. */
export type PathProblem = { severity: Problem['severity']; path: PathSegment[]; message: string } & Pick<
  IssueParams,
  'covers' | 'explains' | 'missing'
>;

// What a union-typed key accepts, in words an author knows; the fallback lists zod's types.
const UNION_EXPECTS: Record<string, string> = {
  pages: 'a page entry (`guides/intro`, `GET /users`) or a group object (`{ "group": …, "pages": [...] }`)',
  openapi: 'a spec path or URL, an object `{ "source": …, "directory": … }`, or a list of those',
  logo: 'an image path or an object `{ "light": …, "dark": … }`',
  favicon: 'an image path or an object `{ "light": …, "dark": … }`',
  groups: 'a group object, or (on a division) an access-group name',
  server: 'a URL or a list of URLs',
  color: 'a hex color or an object `{ "light": …, "dark": … }`',
};

const ARTICLE: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
};
const withArticle = (type: string) => ARTICLE[type] ?? type;

/** What a message calls the value: from the last key on (`name`, `groups[0]`). */
function keyOf(path: readonly PathSegment[]): string {
  const last = path.findLastIndex((segment) => typeof segment === 'string');
  return last < 0 ? formatJsonPath(path) : formatJsonPath(path.slice(last));
}

const hasInput = (issue: $ZodIssue) => 'input' in issue && issue.input !== undefined;

/**
 * Picks the union branch the author meant: the one whose top-level type matched the value (a
 * string for a string, an object for an object); among those, the one that got deepest before
 * failing. Reporting "matched no branch" would tell the author nothing.
 */
function unionProblems(issue: Extract<$ZodIssue, { code: 'invalid_union' }>, path: PathSegment[]): PathProblem[] {
  const matched = issue.errors.filter((branch) => !branch.some((i) => i.path.length === 0 && i.code === 'invalid_type'));
  if (matched.length === 0) {
    const types = [
      ...new Set(
        issue.errors
          .flat()
          .filter((i) => i.code === 'invalid_type')
          .map((i) => withArticle(i.expected)),
      ),
    ];
    const expects = UNION_EXPECTS[String(path.findLast((s) => typeof s === 'string'))] ?? types.join(' or ');
    return [{ severity: 'error', path, message: `found ${describeValue(issue.input)}; expected ${expects}` }];
  }
  const depth = (branch: $ZodIssue[]) => Math.min(...branch.map((i) => i.path.length));
  const best = matched.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  return best.flatMap((inner) => issueProblems(inner, path));
}

function issueProblems(issue: $ZodIssue, prefix: PathSegment[]): PathProblem[] {
  const path = [...prefix, ...(issue.path as PathSegment[])];
  const key = keyOf(path);
  const error = (message: string): PathProblem[] => [{ severity: 'error', path, message }];
  switch (issue.code) {
    case 'invalid_union':
      return unionProblems(issue, path);
    case 'custom': {
      const params = (issue.params ?? {}) as IssueParams;
      return [
        {
          severity: params.severity ?? 'error',
          path,
          message: issue.message,
          covers: params.covers,
          explains: params.explains,
          missing: params.missing,
        },
      ];
    }
    case 'invalid_type':
      if (path.length === 0)
        return error(`found ${describeValue(issue.input)}; docs.json must be an object with \`name\` and \`navigation\``);
      if (!hasInput(issue))
        return [{ severity: 'error', path, message: `missing required key \`${key}\` (${withArticle(issue.expected)})`, missing: true }];
      return error(`found ${describeValue(issue.input)}; \`${key}\` must be ${withArticle(issue.expected)}`);
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const hint = typeof issue.input === 'string' ? didYouMeanHint(issue.input, allowed) : '';
      return error(`found ${describeValue(issue.input)}; \`${key}\` must be ${listCode(allowed)}${hint}`);
    }
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return error(`found an empty string; \`${key}\` must not be empty`);
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        const bound = issue.inclusive ? `at least ${issue.minimum}` : `greater than ${issue.minimum}`;
        return error(`found ${describeValue(issue.input)}; \`${key}\` must be a number ${bound}`);
      }
      return error(`found ${describeValue(issue.input)}; \`${key}\` needs at least ${issue.minimum} item(s)`);
    default:
      return error(`found ${describeValue(issue.input)}; ${issue.message}`);
  }
}

/**
 * Turns zod issues into problems: one formatter for every zod error of the build-time layer.
 * An issue that explains a whole element (`covers`) silences the noise beneath it, and an
 * unknown key that is a typo of a missing one (`explains`) silences "missing required key" and
 * takes its place as the error.
 */
export function zodIssuesToProblems(issues: readonly $ZodIssue[]): PathProblem[] {
  const all = issues.flatMap((issue) => issueProblems(issue, []));
  const covering = all.filter((p) => p.covers).map((p) => ({ p, at: formatJsonPath(p.path) }));
  const explainedAt = (p: PathProblem) => formatJsonPath([...p.path.slice(0, -1), p.explains!]);
  const explained = new Set(all.filter((p) => p.explains).map(explainedAt));
  const missing = new Set(all.filter((p) => p.missing).map((p) => formatJsonPath(p.path)));
  for (const p of all) if (p.explains && missing.has(explainedAt(p))) p.severity = 'error';
  return all.filter((p) => {
    const at = formatJsonPath(p.path);
    if (p.missing && explained.has(at)) return false;
    return !covering.some((c) => c.p !== p && isPathUnder(at, c.at) && !(p.covers && c.at === at));
  });
}
