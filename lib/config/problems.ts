import { formatJsonPath } from './json-path';
import type { Locate } from './locate';
import type { Problem } from './types';
import type { PathProblem } from './zod-problems';

/** Gives a path problem its file and line. */
export function locateProblem(problem: PathProblem, locate: Locate): Problem {
  const { file, line } = locate(problem.path);
  const located: Problem = { severity: problem.severity, file, path: formatJsonPath(problem.path), message: problem.message };
  return line === undefined ? located : { ...located, line };
}

/**
 * Each problem once, in reading order (file by file, line by line). Identical warnings at several places (a `boost` on every group) become
 * one, at the first place, with a count: the author needs to know once that a key is ignored.
 */
export function mergeProblems(problems: readonly Problem[]): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  const warnings = new Map<string, { index: number; more: number }>();
  for (const problem of problems) {
    const key = `${problem.severity}|${problem.file}|${problem.path}|${problem.line}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const first = problem.severity === 'warning' ? warnings.get(problem.message) : undefined;
    if (first) first.more++;
    else {
      if (problem.severity === 'warning') warnings.set(problem.message, { index: out.length, more: 0 });
      out.push(problem);
    }
  }
  for (const { index, more } of warnings.values()) {
    if (more > 0) out[index] = { ...out[index], message: `${out[index].message} (also at ${more} other place${more > 1 ? 's' : ''})` };
  }
  // Files in the order they first appear; lines ascending within a file; stable otherwise.
  const files = [...new Set(out.map((p) => p.file))];
  return out.sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
