import { fetchCapped, OutboundError, type CappedFetchResult } from '../../http/fetch-capped';
import type { Resolve } from '../../http/vetted-lookup';

export type FetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number; allowPrivate: boolean; resolve?: Resolve };
/** Specs are text: the raw bytes a capped fetch also returns are not part of a deploy fetch. */
export type FetchResult = Omit<CappedFetchResult, 'bytes'>;

export const SPEC_FETCH_LIMITS: Omit<FetchLimits, 'allowPrivate'> = { timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 3 };

/**
 * GET of a URL-hosted spec with the SSRF guard (docs/agent-api.md "Deployments"), through the server's one
 * outbound client (lib/http): http(s) only; the one address policy, applied to IP literals before
 * connecting and inside the socket's own DNS lookup, so a rebinding answer cannot slip in between
 * check and connect; every redirect hop checked again; time and size capped.
 */
export async function safeGet(url: string, headers: Record<string, string>, limits: FetchLimits): Promise<FetchResult> {
  try {
    return await fetchCapped(url, {
      headers: { 'user-agent': 'lectern-deploy', accept: 'application/json, application/yaml, text/yaml, */*', ...headers },
      ...limits,
    });
  } catch (error) {
    if (error instanceof OutboundError && error.kind === 'refused')
      throw new Error(`${error.message}; set ALLOW_PRIVATE_NETWORK_FETCH=true to allow it`, { cause: error });
    throw error;
  }
}
