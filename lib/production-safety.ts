/**
 * What a production server needs to be safe, checked once when `next start` loads the config
 * (next.config.ts): a setting whose absence would leave readers exposed stops the server with a
 * message that names the variable; an explicit opt-out of a defence starts, with a warning. Pure
 * and free of `server-only`, because next.config.ts runs outside the React server environment.
 */
export type SafetyReport = { errors: string[]; warnings: string[] };

const MIN_SECRET_LENGTH = 32;
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const on = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes'].includes(value.trim().toLowerCase());
const set = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** The unsafe or missing settings of `env` for a production server. */
export function checkProductionSafety(env: Readonly<Record<string, string | undefined>>): SafetyReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const signIn = set(env.LECTERN_AUTH_OIDC_ISSUER) || set(env.LECTERN_AUTH_JWT_PUBLIC_KEY) || set(env.LECTERN_AUTH_USERS_FILE);

  if (signIn) {
    // Sessions are cookies encrypted with AUTH_SECRET: a guessable one lets anyone forge a member.
    if (!set(env.AUTH_SECRET))
      errors.push('AUTH_SECRET is not set, and a sign-in method is configured. Generate one with `openssl rand -base64 33`.');
    else if (env.AUTH_SECRET!.trim().length < MIN_SECRET_LENGTH)
      errors.push(`AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters. Generate one with \`openssl rand -base64 33\`.`);
    // Without a pinned origin, sign-in builds its callback and redirect URLs from the Host header.
    if (!set(env.AUTH_URL) && !on(env.AUTH_TRUST_HOST))
      errors.push(
        "Neither AUTH_URL (the site's public URL, e.g. https://docs.example.com) nor AUTH_TRUST_HOST=true (behind a reverse proxy that sets X-Forwarded-Host) is set, and a sign-in method is configured.",
      );
    if (set(env.LECTERN_AUTH_USERS_FILE) && !on(env.LECTERN_AUTH_USERS_FILE_IN_PRODUCTION)) {
      errors.push(
        'LECTERN_AUTH_USERS_FILE is set: the local users file is for development and tests. Use OpenID Connect or the JWT hand-off, or set LECTERN_AUTH_USERS_FILE_IN_PRODUCTION=1 to use it anyway.',
      );
    }
  }
  for (const name of ['SITE_URL', 'AUTH_URL', 'APP_BASE_URL'] as const) {
    const problem = originProblem(env[name]);
    if (problem) errors.push(`${name} ${problem}`);
  }
  if (set(env.AUTH_URL) && !originProblem(env.AUTH_URL)) {
    const url = new URL(env.AUTH_URL!);
    if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname))
      warnings.push('AUTH_URL is plain http: session cookies travel unencrypted. Serve the site over https.');
  }
  if (on(env.LECTERN_PROXY_ALLOW_PRIVATE))
    warnings.push(
      'LECTERN_PROXY_ALLOW_PRIVATE=1: the playground proxy reaches loopback and private networks (your intranet) for any reader of an API page.',
    );
  if (on(env.ALLOW_PRIVATE_NETWORK_FETCH))
    warnings.push('ALLOW_PRIVATE_NETWORK_FETCH=true: deployments fetch OpenAPI documents from loopback and private networks.');
  if (on(env.LECTERN_ENABLE_TEST_ROUTES))
    warnings.push("LECTERN_ENABLE_TEST_ROUTES=1: the local provider's merge and close routes are on.");
  if (on(env.LECTERN_DEMO_API)) warnings.push('LECTERN_DEMO_API=1: the demo API (/demo-api) is served.');
  return { errors, warnings };
}

/** Why a configured origin is unusable, or undefined when it is fine (or unset). */
function originProblem(value: string | undefined): string | undefined {
  if (!set(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value!.trim());
  } catch {
    return `is not a URL: ${JSON.stringify(value)}.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must be an http(s) URL, not ${url.protocol}.`;
  if (url.username || url.password) return 'must not carry a user name or password.';
  return undefined;
}

/** The report as the lines a server prints before it stops or starts. */
export function formatSafetyReport(report: SafetyReport): string {
  const lines = [
    ...report.errors.map((e) => `lectern: refusing to start in production: ${e}`),
    ...report.warnings.map((w) => `lectern: warning: ${w}`),
  ];
  if (report.errors.length) lines.push('lectern: see "Configuration" in the README for what a safe deployment sets.');
  return lines.join('\n');
}
