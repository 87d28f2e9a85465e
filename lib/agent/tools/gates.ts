import path from 'node:path';
import type { NamedFiles } from './docs-files';
import { loadNamedFiles } from './named-files';
import { assertWritable, normalizePath, PolicyError, type SandboxPolicy } from './path-policy';
import { unionNamed } from './sandbox';

export type StagedChange = { path: string; status: string; newMode: string; content?: string; oldContent?: string };

/** Regular files (plain or executable) and deletions; links and submodules are never the agent's to add. */
const FILE_MODES = new Set(['100644', '100755', '000000']);

/**
 * The diff gate (docs/agent-api.md "Tools and the sandbox"): every path the run changed, as git sees it, must pass the
 * write policy again — whatever a tool bug or a clever path let through is caught here. What
 * docs.json names is computed afresh from the final workspace (plus what the repository named
 * before the run, `baseNamed`), not taken from the tools, so the two checks stay independent.
 */
export function diffGate(changes: StagedChange[], policy: SandboxPolicy, baseNamed: NamedFiles): string | null {
  let named: NamedFiles | undefined;
  const finalNamed = () => (named ??= unionNamed(baseNamed, loadNamedFiles(path.join(policy.root, policy.docsRoot))));
  for (const change of changes) {
    try {
      if (change.newMode === '120000') throw new PolicyError(`${change.path} is a symbolic link`, true);
      if (!FILE_MODES.has(change.newMode)) throw new PolicyError(`${change.path} is not a regular file (mode ${change.newMode})`, true);
      const rel = normalizePath(change.path);
      assertWritable(rel, policy, finalNamed, change.status === 'D' ? undefined : change.content);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}
