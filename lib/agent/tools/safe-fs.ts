import { lstatSync } from 'node:fs';
import path from 'node:path';
import { PolicyError } from './path-policy';

/**
 * Refuses a path if any existing component below the root is a symbolic link, so no read or write
 * can be redirected outside the workspace (docs/agent-api.md "Tools and the sandbox"). Returns the absolute path.
 */
export function resolveNoSymlinks(root: string, rel: string): string {
  let current = root;
  for (const segment of rel ? rel.split('/') : []) {
    current = path.join(current, segment);
    let info;
    try {
      info = lstatSync(current);
    } catch {
      return path.join(root, rel); // the rest does not exist yet: nothing to follow
    }
    if (info.isSymbolicLink()) throw new PolicyError(`${rel} goes through a symbolic link`, true);
  }
  return current;
}
