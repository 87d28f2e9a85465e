import 'server-only';
import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type { OIDCConfig } from 'next-auth/providers';
import { headers } from 'next/headers';
import { authConfig } from './auth.config';
import { getClientAddress } from './client-address';
import { groupsFromClaim } from './groups-claim';
import { isSecureContext } from './secure-cookies';
import { verifyHandoffToken } from './jwt-handoff';
import { beginLocalSignIn } from './local-sign-in-guard';
import { getAuthSettings, type AuthSettings } from './settings';
import { verifyLocalUser } from './users-file';

/** A refused sign-in whose reason the sign-in page explains (`?error=CredentialsSignin&code=<code>`). */
class Refused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

/** The provider ids, as the sign-in page and the JWT callback route name them. */
export const PROVIDERS = { oidc: 'oidc', jwt: 'jwt-handoff', local: 'local' } as const;

function providers(settings: AuthSettings): NextAuthConfig['providers'] {
  const list: NextAuthConfig['providers'] = [];
  const { oidc, jwt, users } = settings;
  if (oidc) {
    const provider: OIDCConfig<Record<string, unknown>> = {
      id: PROVIDERS.oidc,
      name: oidc.name,
      type: 'oidc',
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      authorization: { params: { scope: oidc.scope } },
      checks: ['pkce', 'state', 'nonce'],
      idToken: !oidc.userinfo,
      profile(claims) {
        const groups = groupsFromClaim(claims, oidc.groupsClaim, oidc.groupsDelimiter);
        const name = [claims.name, claims.preferred_username, claims.email, claims.sub].find((v) => typeof v === 'string') as string;
        return {
          id: String(claims.sub),
          name,
          email: typeof claims.email === 'string' ? claims.email : null,
          groups: groups ?? [],
          groupsMissing: groups === undefined,
        };
      },
    };
    list.push(provider);
  }
  if (jwt) {
    list.push(
      Credentials({
        id: PROVIDERS.jwt,
        name: 'JWT hand-off',
        credentials: { token: {} },
        async authorize(input) {
          const result = await verifyHandoffToken(inputText(input.token), jwt);
          if (!result.ok) throw new Refused(result.reason);
          return result.user;
        },
      }),
    );
  }
  if (users) {
    list.push(
      Credentials({
        id: PROVIDERS.local,
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(input, request) {
          const email = inputText(input.email);
          // Brute force: a locked account or address is refused before its password is checked,
          // with the minutes to wait (lib/auth/local-sign-in-guard).
          const gate = beginLocalSignIn(email, getClientAddress(request.headers));
          if (!gate.ok) throw new Refused(`local-locked-${gate.retryAfterMinutes}`);
          const user = await verifyLocalUser(users.file, email, inputText(input.password));
          if (!user) throw new Refused('local-refused');
          gate.succeeded();
          return user;
        },
      }),
    );
  }
  return list;
}

/**
 * next-auth (Auth.js v5), configured per request from the environment (lib/auth/settings):
 * `handlers` for app/api/auth/[...nextauth], `auth()` for getViewer, `signIn`/`signOut` for the
 * sign-in page and the JWT hand-off route.
 */
export const { handlers, auth, signIn, signOut } = NextAuth(async (request) => {
  const settings = getAuthSettings();
  const h = request?.headers ?? (await headers());
  return {
    ...authConfig,
    providers: providers(settings),
    secret: settings.secret || 'lectern-sign-in-is-not-configured',
    useSecureCookies: isSecureContext(
      h.get('x-forwarded-host') ?? h.get('host'),
      h.get('x-forwarded-proto'),
      process.env.NODE_ENV === 'production',
    ),
  };
});

/** A credential field as sign-in reads it: a string, or empty when the form sent anything else. */
function inputText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
