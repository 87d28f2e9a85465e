import { fixtureSiteConfig } from './playwright.fixture';

/**
 * Navigation in the shapes Mintlify documents (issue 10): test/fixtures/products-site mixes
 * link-only products with a real one and names a relative favicon; built by scripts/test.mjs and
 * served here as a user runs it.
 */
export const PRODUCTS_PORT = 3293;

export default fixtureSiteConfig('products', PRODUCTS_PORT);
