import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The Playwright config of a fixture site `<name>`: test/fixtures/<name>-site, built by
 * scripts/test.mjs into `.next-<name>-site` and served here by `npm start` (scripts/start.mjs) on its own port, as a
 * user runs it, for the specs in e2e/<name>/. `env` adds to (or replaces) the server's environment,
 * for a suite whose site reads more than its docs folder (the deploy suite's data folder).
 */
export function fixtureSiteConfig(name: string, port: number, env: Record<string, string> = {}): PlaywrightTestConfig {
  return defineConfig({
    ...base,
    testDir: `e2e/${name}`,
    testIgnore: [],
    use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
    webServer: {
      command: `node scripts/start.mjs -p ${port} -H 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1', DOCS_DIR: `test/fixtures/${name}-site`, LECTERN_DIST_DIR: `.next-${name}-site`, ...env },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  });
}
