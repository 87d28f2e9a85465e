import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Author components (issue 10): test/fixtures/jsx-site defines React components in its pages and
 * snippets. scripts/test.mjs builds it into its own dist folder; this config serves it.
 */
export const JSX_PORT = 3281;

export default fixtureSiteConfig('jsx', JSX_PORT);
