/** One step of a JSON path: an object key or an array index. */
export type PathSegment = string | number;

// Keys that read unambiguously after a dot; anything else (`og:locale`, `404`) is bracketed.
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

/** Formats a path the way problems print it: `navigation.tabs[1].groups[0]`, '' for the root. */
export function formatJsonPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** True when `path` is `prefix` or lies below it (both formatted). */
export function isPathUnder(path: string, prefix: string): boolean {
  if (prefix === '') return true;
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}
