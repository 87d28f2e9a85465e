import { createHmac, timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../../../data-dir-secret';
import type { AgentRuntime } from '../../agent-runtime';

type Settings = Pick<AgentRuntime['env'], 'prLinkSecret' | 'dataDir'>;

/**
 * The access token of a `local` pull request's page link: HMAC-SHA256 over the project and the
 * number, base64url. Numbers are sequential and the page shows the prompt and the whole diff, so
 * the link itself must be unguessable. The key is LECTERN_PR_LINK_SECRET, or a random secret kept
 * in the data folder (shared by the site and the worker). Tokens are derived from the key, so the
 * page checks one without a lookup, and rotating the key revokes every link at once.
 */
export function prLinkToken(env: Settings, projectId: string, number: number): string {
  const key = env.prLinkSecret ?? dataDirSecret(env.dataDir, 'pr-link.secret');
  // A label and a separator that cannot occur in a project id keep the message unambiguous.
  return createHmac('sha256', key).update(`lectern-pr-link\n${projectId}\n${number}`).digest('base64url');
}

/** Whether `given` is the token of that pull request, compared in constant time. */
export function isPrLinkToken(env: Settings, projectId: string, number: number, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(prLinkToken(env, projectId, number));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
