import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DATA_DIR, DOCS_DIR } from './e2e/deploy/publish';

/**
 * After a deployment (issue 6, docs/agent-api.md "Deployments"): test/fixtures/deploy-site takes its API tab from
 * a URL-hosted spec. scripts/test.mjs publishes build 1 into DATA_DIR, builds the fixture into its
 * own dist folder, and this config serves it; the test then publishes build 2 as the worker does
 * and checks that prerendered pages show it.
 */
export const DEPLOY_PORT = 3251;

export default defineConfig({
  ...base,
  testDir: 'e2e/deploy',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${DEPLOY_PORT}` },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${DEPLOY_PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${DEPLOY_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR, LECTERN_DIST_DIR: '.next-deploy-site', LECTERN_DATA_DIR: DATA_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
