import { fixtureSiteConfig } from './playwright.fixture';

/**
 * A playground that sends straight from the browser (issue 16): test/fixtures/playground-site, built
 * by scripts/test.mjs into its own dist folder and served here by `npm start`.
 */
export const PLAYGROUND_PORT = 3347;

export default fixtureSiteConfig('playground', PLAYGROUND_PORT);
