import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** OpenID Connect: any standard provider. */
export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  scope: string;
  groupsClaim: string;
  groupsDelimiter: string;
  userinfo: boolean;
};
/** JWT hand-off from the docs owner's application. */
export type JwtSettings = { publicKey: string; loginUrl?: string; issuer?: string; audience?: string };
/** The local users file (development and tests). */
export type UsersFileSettings = { file: string };

/** The sign-in methods configured by environment variables (README "Sign-in and groups"). */
export type AuthSettings = {
  oidc?: OidcSettings;
  jwt?: JwtSettings;
  users?: UsersFileSettings;
  secret: string;
  /** The site's public origin from AUTH_URL, when the operator pinned it (compared with `Origin`). */
  origin?: string;
  /** At least one method is configured and usable: without one, every reader is signed out. */
  enabled: boolean;
  /** Why a configured method is not used, for the sign-in page and the server log. */
  problems: string[];
};

const text = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** A PEM given in one line with `\n` escapes (as env files often hold it) becomes real lines. */
function pem(value: string | undefined): string | undefined {
  const v = text(value);
  return v && v.replace(/\\n/g, '\n');
}

/**
 * Reads the sign-in configuration from `env`. Nothing here throws: a half-configured method is
 * left out with a problem that names the missing variable, so a typo never turns into a 500.
 * The users file is refused under NODE_ENV=production unless LECTERN_AUTH_USERS_FILE_IN_PRODUCTION=1.
 */
export function parseAuthSettings(env: NodeJS.ProcessEnv, docsDir: string): AuthSettings {
  const problems: string[] = [];
  const out: AuthSettings = { secret: '', enabled: false, problems };
  const issuer = text(env.LECTERN_AUTH_OIDC_ISSUER);
  if (issuer) {
    const clientId = text(env.LECTERN_AUTH_OIDC_CLIENT_ID);
    const clientSecret = text(env.LECTERN_AUTH_OIDC_CLIENT_SECRET);
    if (!clientId || !clientSecret)
      problems.push(
        'OpenID Connect is off: set LECTERN_AUTH_OIDC_CLIENT_ID and LECTERN_AUTH_OIDC_CLIENT_SECRET with LECTERN_AUTH_OIDC_ISSUER.',
      );
    else
      out.oidc = {
        issuer,
        clientId,
        clientSecret,
        name: text(env.LECTERN_AUTH_OIDC_NAME) ?? 'Single sign-on',
        scope: text(env.LECTERN_AUTH_OIDC_SCOPE) ?? 'openid profile email',
        groupsClaim: text(env.LECTERN_AUTH_OIDC_GROUPS_CLAIM) ?? 'groups',
        groupsDelimiter: env.LECTERN_AUTH_OIDC_GROUPS_DELIMITER || ',',
        userinfo: env.LECTERN_AUTH_OIDC_USERINFO === '1',
      };
  }
  const publicKey = pem(env.LECTERN_AUTH_JWT_PUBLIC_KEY);
  if (publicKey)
    out.jwt = {
      publicKey,
      loginUrl: text(env.LECTERN_AUTH_JWT_LOGIN_URL),
      issuer: text(env.LECTERN_AUTH_JWT_ISSUER),
      audience: text(env.LECTERN_AUTH_JWT_AUDIENCE),
    };
  else if (text(env.LECTERN_AUTH_JWT_LOGIN_URL))
    problems.push('JWT hand-off is off: LECTERN_AUTH_JWT_LOGIN_URL is set but LECTERN_AUTH_JWT_PUBLIC_KEY is not.');
  const usersFile = text(env.LECTERN_AUTH_USERS_FILE);
  if (usersFile) {
    if (env.NODE_ENV === 'production' && env.LECTERN_AUTH_USERS_FILE_IN_PRODUCTION !== '1')
      problems.push(
        'The local users file is refused in production: set LECTERN_AUTH_USERS_FILE_IN_PRODUCTION=1 to use it anyway (tests, demos).',
      );
    else out.users = { file: path.resolve(docsDir, usersFile) };
  }
  const authUrl = text(env.AUTH_URL);
  if (authUrl && URL.canParse(authUrl)) out.origin = new URL(authUrl).origin;
  const configured = Boolean(out.oidc || out.jwt || out.users);
  const secret = text(env.AUTH_SECRET);
  if (secret) out.secret = secret;
  else if (configured && env.NODE_ENV !== 'production') out.secret = randomBytes(32).toString('base64url');
  else if (configured) problems.push('Sign-in is off: AUTH_SECRET is not set (generate one with `openssl rand -base64 33`).');
  out.enabled = configured && out.secret !== '';
  if (!out.enabled) {
    delete out.oidc;
    delete out.jwt;
    delete out.users;
  }
  return out;
}

let cached: AuthSettings | undefined;

/** This process's sign-in settings, read once (a dev-only random secret must stay the same). */
export function getAuthSettings(): AuthSettings {
  if (!cached) {
    cached = parseAuthSettings(process.env, /*turbopackIgnore: true*/ process.env.DOCS_DIR || process.cwd());
    for (const p of cached.problems) console.warn(`lectern auth: ${p}`);
  }
  return cached;
}
