import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { AUTH_ORIGIN, OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT } from '../../playwright.auth.config';

/** Accounts of the test provider: the login name typed on its form picks one. */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'olivia-oidc': { name: 'Olivia OIDC', email: 'olivia@example.test', team_list: 'alpha;ops' },
  'nora-nogroups': { name: 'Nora No-groups', email: 'nora@example.test' },
};

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with its development login and consent
 * pages: the groups go in a custom `team_list` claim (a `;`-separated string) of a custom `teams`
 * scope, so the test shows Lectern reading the configured claim and delimiter.
 */
export async function startOidcProvider(): Promise<{ close: () => Promise<void> }> {
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${AUTH_ORIGIN}/api/auth/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name'], email: ['email'], teams: ['team_list'] },
    scopes: ['openid', 'profile', 'email', 'teams'],
    // Put the scope's claims in the ID token, which is what Lectern reads by default.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, ...(ACCOUNTS[id] ?? { name: id }) }) }),
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(OIDC_PORT, '127.0.0.1', () => resolve(s));
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}
