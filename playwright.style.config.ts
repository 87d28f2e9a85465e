import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The repository's own CSS, JavaScript and Tailwind classes (issue 10): test/fixtures/style-site,
 * built by scripts/test.mjs into its own dist folder and served here as a user runs it.
 */
export const STYLE_PORT = 3263;

export default defineConfig({
  ...base,
  testDir: 'e2e/style',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${STYLE_PORT}` },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${STYLE_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${STYLE_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR: 'test/fixtures/style-site', LECTERN_DIST_DIR: '.next-style-site' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
