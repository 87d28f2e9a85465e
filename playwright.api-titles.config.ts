import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Generated API pages whose summaries stress URLs and titles (issue 10): test/fixtures/api-titles-site
 * builds into its own dist folder (scripts/test.mjs) and is served here by `npm start`.
 */
export const API_TITLES_PORT = 3291;

export default fixtureSiteConfig('api-titles', API_TITLES_PORT);
