import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Browser tests run Debian's Chromium against `next build` + `npm start` (scripts/start.mjs) (never a dev server,
 * never a downloaded browser). `npm test` builds first; `npx playwright test` expects a build.
 */
export default defineConfig({
  testDir: 'e2e',
  // The corpus sites, the auth, deploy, languages, author-components, style, API-titles and fields
  // fixtures and the attack suite have their own servers and configs (playwright.<name>.config.ts).
  testIgnore: [
    'corpus/**',
    'auth/**',
    'deploy/**',
    'lang/**',
    'jsx/**',
    'style/**',
    'api-titles/**',
    'products/**',
    'reader/**',
    'settings/**',
    'big-api/**',
    'fields/**',
    'playground/**',
    'security/**',
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/start.mjs -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // As an operator runs it: the demo API is this site's own origin, which the playground calls
    // straight from the browser, so the proxy needs no LECTERN_PROXY_ALLOW_PRIVATE (issue 11).
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
