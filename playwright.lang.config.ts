import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Languages and versions (issue 10): test/fixtures/lang-site (English and Spanish in v2 and v1,
 * Arabic), built by scripts/test.mjs into its own dist folder and served here as a user runs it.
 */
export const LANG_PORT = 3271;

export default defineConfig({
  ...base,
  testDir: 'e2e/lang',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${LANG_PORT}` },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${LANG_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${LANG_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR: 'test/fixtures/lang-site', LECTERN_DIST_DIR: '.next-lang-site' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
