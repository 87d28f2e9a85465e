import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { AUTH_ORIGIN, authWebServer } from './playwright.auth.config';

/**
 * The attack suite (issue 11, `npm test -- security`): hostile requests over real HTTP, and a
 * hostile reader in Chromium, against production servers started as an operator starts them —
 * `npm start` (scripts/start.mjs) with no test-only environment (no LECTERN_PROXY_ALLOW_PRIVATE, no relaxed limits).
 *
 * - project `own`: the project's own site (the `.next` build), specs in e2e/security/own/;
 * - project `auth`: the sign-in fixture (`.next-auth-site`), specs in e2e/security/auth/.
 *
 * scripts/test.mjs builds both first (or reuses the builds of the same run).
 */
export const SECURITY_OWN_PORT = 3261;
export const SECURITY_OWN_ORIGIN = `http://127.0.0.1:${SECURITY_OWN_PORT}`;
/** The own site's data folder in this suite (agent database, local repositories); tests may seed it. */
export const SECURITY_DATA_DIR = 'test-results/security-data';

export default defineConfig({
  ...base,
  testDir: 'e2e/security',
  testIgnore: [],
  projects: [
    { name: 'own', testDir: 'e2e/security/own', use: { baseURL: SECURITY_OWN_ORIGIN } },
    { name: 'auth', testDir: 'e2e/security/auth', use: { baseURL: AUTH_ORIGIN } },
  ],
  webServer: [
    {
      command: `node scripts/start.mjs -p ${SECURITY_OWN_PORT} -H 127.0.0.1`,
      url: `${SECURITY_OWN_ORIGIN}/llms.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1', LECTERN_DATA_DIR: SECURITY_DATA_DIR },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    authWebServer,
  ],
});
