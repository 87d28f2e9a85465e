/**
 * The OAuth 2 flows a security scheme offers the playground, from an `oauth2` scheme's `flows`
 * (OpenAPI 3.1 §4.8.27 "OAuth Flows Object") or from an OpenID Connect discovery document
 * (OpenID Connect Discovery 1.0 §3). Relative URLs resolve against the page's origin, as OpenAPI
 * resolves them against where the document is served. Pure.
 */
import type { SecuritySchemeModel } from '../../openapi/page-model-types';

export type FlowKind = 'authorizationCode' | 'clientCredentials' | 'password' | 'implicit';
export type Flow = { kind: FlowKind; authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes: Record<string, string> };

const KINDS: readonly FlowKind[] = ['authorizationCode', 'clientCredentials', 'password', 'implicit'];

export const FLOW_LABELS: Record<FlowKind, string> = {
  authorizationCode: 'Authorization code (PKCE)',
  clientCredentials: 'Client credentials',
  password: 'Password',
  implicit: 'Implicit',
};

/** An `oauth2` scheme's declared flows, in a stable order. */
export function toFlows(scheme: SecuritySchemeModel, origin: string): Flow[] {
  return KINDS.flatMap((kind) => {
    const flow = scheme.flows?.[kind];
    if (!flow) return [];
    return [
      {
        kind,
        authorizationUrl: resolve(flow.authorizationUrl, origin),
        tokenUrl: resolve(flow.tokenUrl, origin),
        refreshUrl: resolve(flow.refreshUrl, origin),
        scopes: flow.scopes ?? {},
      },
    ];
  });
}

/**
 * The flows a discovery document supports. Scopes come from `scopes_supported`; without
 * `grant_types_supported` the default is authorization code and implicit (Discovery §3).
 */
export function parseDiscovery(doc: unknown, origin: string): Flow[] | { error: string } {
  if (!doc || typeof doc !== 'object') return { error: 'The OpenID Connect discovery document is not a JSON object.' };
  const d = doc as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const authorizationUrl = resolve(str(d.authorization_endpoint), origin);
  const tokenUrl = resolve(str(d.token_endpoint), origin);
  if (!tokenUrl) return { error: 'The OpenID Connect discovery document names no token_endpoint.' };
  const scopes = Object.fromEntries(
    (Array.isArray(d.scopes_supported) ? d.scopes_supported : ['openid'])
      .filter((s): s is string => typeof s === 'string')
      .map((s) => [s, '']),
  );
  const grants = Array.isArray(d.grant_types_supported) ? d.grant_types_supported : ['authorization_code', 'implicit'];
  const flows: Flow[] = [];
  if (grants.includes('authorization_code') && authorizationUrl)
    flows.push({ kind: 'authorizationCode', authorizationUrl, tokenUrl, scopes });
  if (grants.includes('client_credentials')) flows.push({ kind: 'clientCredentials', tokenUrl, scopes });
  if (grants.includes('password')) flows.push({ kind: 'password', tokenUrl, scopes });
  if (grants.includes('implicit') && authorizationUrl) flows.push({ kind: 'implicit', authorizationUrl, scopes });
  return flows;
}

function resolve(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}
