import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Site settings and frontmatter of issue 13 (items 3 and 4): test/fixtures/settings-site, built by
 * scripts/test.mjs (in the `reader` mode) and served by `npm start` for the specs in e2e/settings.
 */
export const SETTINGS_PORT = 3327;

export default fixtureSiteConfig('settings', SETTINGS_PORT);
