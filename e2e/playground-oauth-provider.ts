import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/** Where the demo spec's `localOidc` scheme looks for its provider (content/openapi/lectern-demo.yaml). */
export const PLAYGROUND_OIDC_PORT = 3299;
export const PLAYGROUND_OIDC_ISSUER = `http://127.0.0.1:${PLAYGROUND_OIDC_PORT}`;
export const PLAYGROUND_CLIENT_ID = 'lectern-playground';

/**
 * A real OpenID provider (oidc-provider, as e2e/auth/oidc-provider.ts starts one for sign-in) for
 * the playground's authorization code flow: a public client (no secret, PKCE required) whose
 * redirect URL is the endpoint page, with refresh tokens, and its development login and consent
 * pages. Its token endpoint answers CORS requests, as providers do for browser clients.
 * `grants` counts authorization-code exchanges, to show a forged answer never reached it.
 */
export async function startPlaygroundOidc(
  redirectUris: string[],
  { accessTokenTtl }: { accessTokenTtl?: number } = {},
): Promise<{ close: () => Promise<void>; grants: () => number }> {
  const provider = new Provider(PLAYGROUND_OIDC_ISSUER, {
    // `accessTokenTtl` (seconds): a token that really expires, for the refresh-before-send test.
    // No clock tolerance then (it is 15 s by default): the token is refused as soon as it expires.
    ...(accessTokenTtl ? { ttl: { AccessToken: accessTokenTtl }, clockTolerance: 0 } : {}),
    clients: [
      {
        client_id: PLAYGROUND_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    scopes: ['openid', 'profile'],
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, name: id }) }),
    // Refresh tokens without the `offline_access` consent dance: the test is about the playground.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed: (grant: string) => boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    cookies: { keys: ['playground-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  let grants = 0;
  (provider as unknown as EventEmitter).on('grant.success', (ctx: { oidc: { params: { grant_type?: string } } }) => {
    if (ctx.oidc.params.grant_type === 'authorization_code') grants += 1;
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(PLAYGROUND_OIDC_PORT, '127.0.0.1', () => resolve(s));
  });
  // The refresh test waits out a token's lifetime (6-16 s) between two token requests that Playwright's
  // route.fetch sends on one keep-alive socket; Node closes an idle socket after 5 s by default, and a
  // request racing that close failed with ECONNRESET (a clean-clone CI run). Idle sockets stay open longer.
  server.keepAliveTimeout = 60_000;
  return { close: () => new Promise((resolve) => server.close(() => resolve())), grants: () => grants };
}
