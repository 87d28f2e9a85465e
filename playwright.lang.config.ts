import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Languages and versions (issue 10): test/fixtures/lang-site (English and Spanish in v2 and v1,
 * Arabic), built by scripts/test.mjs into its own dist folder and served here as a user runs it.
 */
export const LANG_PORT = 3271;

export default fixtureSiteConfig('lang', LANG_PORT);
