import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { localProvider } from '../../lib/agent/providers/repo/local';
import type { PullRequestRef } from '../../lib/agent/providers/repo/provider';
import type { AgentRuntime } from '../../lib/agent/agent-runtime';
import { getProject } from '../../lib/agent/store/projects';
import { addLocalProject, sh } from './fixtures';

/**
 * A `local` project (a fresh docs repository under `root`) with one open pull request adding
 * `docs/<page>.mdx`, opened by the real provider the worker uses — what a finished job leaves
 * behind, without a model. For tests of the pull request page.
 */
export async function seedLocalPr(
  rt: AgentRuntime,
  root: string,
  projectId: string,
  o: { title: string; body: string; page: string; content: string },
): Promise<PullRequestRef> {
  await addLocalProject(rt, root, projectId);
  const project = (await getProject(rt, projectId))!;
  const provider = localProvider(rt);
  const { url: bare } = await provider.remote(project);
  const work = path.join(root, `work-${projectId}`);
  const head = `docs-agent/${o.page}`;
  sh(root, 'clone', '--quiet', bare, work);
  sh(work, 'checkout', '--quiet', '-b', head);
  writeFileSync(path.join(work, 'docs', `${o.page}.mdx`), o.content);
  sh(work, 'add', '-A');
  sh(work, 'commit', '--quiet', '-m', o.title);
  sh(work, 'push', '--quiet', 'origin', head);
  return provider.ensurePullRequest({ project, head, base: project.deployment_branch, title: o.title, body: o.body });
}
