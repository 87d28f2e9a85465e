import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Closed nested levels drawn on demand (issue 12): test/fixtures/fields-site, a GitHub-like API whose
 * repository page nests a user schema, built by scripts/test.mjs and served here as a user runs it.
 */
export const FIELDS_PORT = 3405;

export default fixtureSiteConfig('fields', FIELDS_PORT);
