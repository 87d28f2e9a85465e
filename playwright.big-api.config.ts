import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Page weight and prefetching (issue 12): test/fixtures/big-api-site, an API of 1,000 operations
 * over 50 tags (e2e/big-api/generate-spec.mjs), built by scripts/test.mjs and served here as a
 * user runs it.
 */
export const BIG_API_PORT = 3317;

export default fixtureSiteConfig('big-api', BIG_API_PORT);
