import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser and HTTP tests of sign-in and groups (issue 5) against test/fixtures/auth-site, built
 * by scripts/test.mjs into its own dist folder (`DOCS_DIR=test/fixtures/auth-site
 * LECTERN_DIST_DIR=.next-auth-site next build`) and served on its own port with every sign-in
 * method on: the local users file, JWT hand-off with a key pair generated here, and OpenID
 * Connect against the provider the OIDC spec starts on OIDC_PORT.
 */
export const AUTH_PORT = 3241;
export const OIDC_PORT = 3242;
// `localhost`, not 127.0.0.1: Next presents loopback requests to route handlers as `localhost`
// (NextURL), so next-auth builds its redirects and OAuth callback URLs with that name, and a
// browser on 127.0.0.1 would lose its cookies at the first redirect.
export const AUTH_ORIGIN = `http://localhost:${AUTH_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'lectern-test', secret: 'lectern-test-secret' };
/** The fixture server's data folder (agent database, local repositories); tests may seed it. */
export const AUTH_DATA_DIR = 'test-results/auth-site-data';
/** The agent project the fixture's editors' jobs go to. */
export const EDITOR_PROJECT = 'editors';
/** The owner's login page of the JWT hand-off (nothing listens there; tests only read the URL). */
export const JWT_LOGIN_URL = 'http://127.0.0.1:9/owner-login';

// The config is evaluated by the runner and again by each worker: the key pair is made once and
// handed to workers through the environment they inherit.
if (!process.env.LECTERN_TEST_JWT_PRIVATE_KEY) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  process.env.LECTERN_TEST_JWT_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  process.env.LECTERN_TEST_JWT_PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

/** The auth fixture server's environment: every sign-in method on, as an operator would configure it. */
export function authServerEnv(): Record<string, string> {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    DOCS_DIR: 'test/fixtures/auth-site',
    LECTERN_DIST_DIR: '.next-auth-site',
    AUTH_SECRET: 'auth-fixture-secret-not-for-production-0123456789',
    AUTH_URL: AUTH_ORIGIN,
    LECTERN_AUTH_USERS_FILE: 'users.json',
    LECTERN_AUTH_USERS_FILE_IN_PRODUCTION: '1',
    LECTERN_AUTH_JWT_PUBLIC_KEY: process.env.LECTERN_TEST_JWT_PUBLIC_KEY!,
    LECTERN_AUTH_JWT_LOGIN_URL: JWT_LOGIN_URL,
    LECTERN_AUTH_OIDC_ISSUER: OIDC_ISSUER,
    LECTERN_AUTH_OIDC_CLIENT_ID: OIDC_CLIENT.id,
    LECTERN_AUTH_OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    LECTERN_AUTH_OIDC_NAME: 'Test provider',
    LECTERN_AUTH_OIDC_SCOPE: 'openid profile email teams',
    LECTERN_AUTH_OIDC_GROUPS_CLAIM: 'team_list',
    LECTERN_AUTH_OIDC_GROUPS_DELIMITER: ';',
    LECTERN_DATA_DIR: AUTH_DATA_DIR,
    LECTERN_EDITOR_GROUPS: 'alpha',
    // The editors' agent jobs go to this project (seeded by e2e/auth/editor-seed.ts) on this server.
    LECTERN_AGENT_PROJECT: EDITOR_PROJECT,
    APP_BASE_URL: `http://127.0.0.1:${AUTH_PORT}`,
  };
}

/** The auth fixture's production server, as this suite and the attack suite start it. */
export const authWebServer: Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }> = {
  command: `node scripts/start.mjs -p ${AUTH_PORT} -H 127.0.0.1`,
  url: `http://127.0.0.1:${AUTH_PORT}/llms.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: authServerEnv(),
  stdout: 'ignore',
  stderr: 'pipe',
};

export default defineConfig({
  ...base,
  testDir: 'e2e/auth',
  testIgnore: [],
  use: { ...base.use, baseURL: AUTH_ORIGIN },
  webServer: authWebServer,
});
