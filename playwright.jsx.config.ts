import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Author components (issue 10): test/fixtures/jsx-site defines React components in its pages and
 * snippets. scripts/test.mjs builds it into its own dist folder; this config serves it.
 */
export const JSX_PORT = 3281;

export default defineConfig({
  ...base,
  testDir: 'e2e/jsx',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${JSX_PORT}` },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${JSX_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${JSX_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR: 'test/fixtures/jsx-site', LECTERN_DIST_DIR: '.next-jsx-site' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
