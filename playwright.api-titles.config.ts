import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Generated API pages whose summaries stress URLs and titles (issue 10): test/fixtures/api-titles-site
 * builds into its own dist folder (scripts/test.mjs) and is served here by `next start`.
 */
export const API_TITLES_PORT = 3291;

export default defineConfig({
  ...base,
  testDir: 'e2e/api-titles',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${API_TITLES_PORT}` },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${API_TITLES_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${API_TITLES_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR: 'test/fixtures/api-titles-site', LECTERN_DIST_DIR: '.next-api-titles-site' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
