import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Smoke tests of the real docs sites in ../shared/corpus, each built into its own dist folder by
 * scripts/test.mjs (`DOCS_DIR=… LECTERN_DIST_DIR=.next-corpus-<site> next build`) and served on
 * its own port. Absent corpus: no servers, and the spec skips with a message.
 */
export const CORPUS_SITES = [
  { name: 'mintlify__docs', port: 3231, dir: '../shared/corpus/docs-sites/mintlify__docs' },
  { name: 'mem0ai__mem0', port: 3232, dir: '../shared/corpus/docs-sites/mem0ai__mem0' },
  // Scalar's galaxy spec from the corpus, linked (not copied) into a one-page fixture site.
  { name: 'galaxy', port: 3233, dir: 'test/fixtures/galaxy-site' },
].filter((s) => existsSync(`.next-corpus-${s.name}/BUILD_ID`));

export default defineConfig({
  ...base,
  testDir: 'e2e/corpus',
  testIgnore: [],
  webServer: CORPUS_SITES.map((s) => ({
    command: `node scripts/start.mjs -p ${s.port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${s.port}/llms.txt`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR: s.dir, LECTERN_DIST_DIR: `.next-corpus-${s.name}` },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
