import type { NextAuthConfig } from 'next-auth';
import { safeCallbackUrl } from './safe-redirect';

/** Session lifetime: groups are read at sign-in, so a reader removed from a group loses it within this time. */
export const SESSION_MAX_AGE_S = 12 * 60 * 60;

/** What the session token carries besides name and email. */
export type LecternToken = { groups?: string[]; groupsMissing?: boolean };

/**
 * The provider-independent part of the next-auth configuration (the auth.config.ts / auth.ts split
 * of next-learn): pages, session strategy and the callbacks that carry groups from sign-in into
 * the session. Providers, which need Node APIs and the environment, are added in auth.ts.
 */
export const authConfig = {
  pages: { signIn: '/login', error: '/login' },
  // Sessions are signed, encrypted cookies (JWE with AUTH_SECRET): no database, and a tampered
  // or expired cookie simply decodes to no session.
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  providers: [],
  callbacks: {
    /**
     * Where Auth.js sends a reader after sign-in or sign-out (`callbackUrl` from a form field,
     * query parameter or cookie, `redirectTo` of signIn): the same rule as the sign-in page's
     * `redirect`, so no Auth.js route can be made to leave the site (hole 4).
     */
    redirect({ url, baseUrl }) {
      return safeCallbackUrl(url, baseUrl);
    },
    /** On sign-in, store the groups each method found (see auth.ts); later calls keep the token. */
    jwt({ token, user }) {
      if (user) {
        const u = user as { groups?: string[]; groupsMissing?: boolean };
        const extra: LecternToken = { groups: u.groups ?? [], groupsMissing: Boolean(u.groupsMissing) };
        Object.assign(token, extra);
      }
      return token;
    },
    session({ session, token }) {
      const t = token as LecternToken;
      Object.assign(session, { groups: Array.isArray(t.groups) ? t.groups : [], groupsMissing: Boolean(t.groupsMissing) });
      return session;
    },
  },
  logger: {
    // A forged, expired or tampered cookie and a refused password are expected: one line, no stack.
    error(error: Error & { type?: string }) {
      const type = error.type ?? error.name;
      if (type === 'JWTSessionError' || type === 'CredentialsSignin')
        console.warn(`lectern auth: ${type}: ${error.message.split('\n')[0]}`);
      else console.error('lectern auth:', error);
    },
    warn(code: string) {
      if (code !== 'debug-enabled') console.warn(`lectern auth: ${code}`);
    },
  },
} satisfies NextAuthConfig;
