import type { Problem } from './types';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One problem as a line: `docs.json:12 navigation.tabs[0].pages[2]: error: …`. */
export function formatProblem({ file, line, path, severity, message }: Problem): string {
  return `${file}${line === undefined ? '' : `:${line}`}${path ? ` ${path}` : ''}: ${severity}: ${message}`;
}

/**
 * The build-time problem report: errors first, then warnings, one line each, and a summary
 * count. No stack traces: every line already says where and what.
 */
export function formatProblems(problems: readonly Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const summary = problems.length === 0 ? 'no problems' : `${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}`;
  return [...errors, ...warnings].map(formatProblem).concat(summary).join('\n');
}
