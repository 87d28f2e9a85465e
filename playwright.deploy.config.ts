import { DATA_DIR, DOCS_DIR } from './e2e/deploy/publish';
import { fixtureSiteConfig } from './playwright.fixture';

/**
 * After a deployment (issue 6, docs/agent-api.md "Deployments"): test/fixtures/deploy-site takes its API tab from
 * a URL-hosted spec. scripts/test.mjs publishes build 1 into DATA_DIR, builds the fixture into its
 * own dist folder, and this config serves it; the test then publishes build 2 as the worker does
 * and checks that prerendered pages show it.
 */
export const DEPLOY_PORT = 3251;

export default fixtureSiteConfig('deploy', DEPLOY_PORT, { DOCS_DIR, LECTERN_DATA_DIR: DATA_DIR });
