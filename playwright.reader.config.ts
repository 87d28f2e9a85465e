import { fixtureSiteConfig } from './playwright.fixture';

/**
 * The reader features of issue 13 (last updated, edit link, feedback, contextual menu, RSS, fonts,
 * footer): test/fixtures/reader-site, built by scripts/test.mjs with READER_EDIT_URL as
 * LECTERN_EDIT_URL (read at build time: the pages are static) and served with a data folder of its
 * own, whose database the feedback test reads back with `lectern feedback`.
 */
export const READER_PORT = 3301;
export const READER_DATA_DIR = 'test-results/reader-site-data';
export const READER_EDIT_URL = 'https://git.example.com/acme/docs/edit/main/';

const config = fixtureSiteConfig('reader', READER_PORT);
const server = config.webServer as { env: Record<string, string> };
server.env = { ...server.env, LECTERN_DATA_DIR: READER_DATA_DIR };
export default config;
