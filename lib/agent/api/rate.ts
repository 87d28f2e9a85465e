import { ApiError } from '../../http/api-error';
import type { AgentRuntime } from '../agent-runtime';
import { consumeRate, type Policy } from '../store/rate-limit';

export type PolicyName = 'agent' | 'read' | 'deploy' | 'keys';

/** The four policies of docs/agent-api.md "Rate limits", with quotas from the environment. */
export function policyOf(rt: AgentRuntime, name: PolicyName): Policy {
  const { rateAgent, rateRead, rateDeploy, rateKeys } = rt.env;
  const q = { agent: rateAgent, read: rateRead, deploy: rateDeploy, keys: rateKeys }[name];
  return { name, quota: q.quota, windowS: q.windowS };
}

/**
 * Charges one use of `policy` to `bucket` and returns the draft-11 RateLimit headers for the
 * response; over quota it throws a 429 carrying them plus `Retry-After`.
 */
export async function chargeRate(rt: AgentRuntime, name: PolicyName, bucket: string): Promise<Record<string, string>> {
  const policy = policyOf(rt, name);
  const decision = await consumeRate(rt, `${name}:${bucket}`, policy);
  const headers: Record<string, string> = {
    'ratelimit-policy': `"${name}";q=${policy.quota};w=${policy.windowS}`,
    ratelimit: `"${name}";r=${decision.remaining};t=${decision.allowed ? decision.resetS : decision.retryAfterS}`,
  };
  if (decision.allowed) return headers;
  const retryAfter = decision.retryAfterS;
  throw new ApiError(
    'rate_limited',
    `Rate limit "${name}" of ${policy.quota} uses per ${policy.windowS} s is used up; retry in ${retryAfter} s.`,
    { retryAfter, 'violated-policies': [name] },
    { ...headers, 'retry-after': String(retryAfter) },
  );
}
