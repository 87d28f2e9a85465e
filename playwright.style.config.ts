import { fixtureSiteConfig } from './playwright.fixture';

/**
 * The repository's own CSS, JavaScript and Tailwind classes (issue 10): test/fixtures/style-site,
 * built by scripts/test.mjs into its own dist folder and served here as a user runs it.
 */
export const STYLE_PORT = 3263;

export default fixtureSiteConfig('style', STYLE_PORT);
