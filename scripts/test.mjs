// `npm test`: every test, unit and browser, on a fresh machine. Prints one closing line
// `N passed, N failed, N skipped` computed from the runners' JSON reports, and exits non-zero on
// any failure. Steps run one after another: these machines have two cores.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const only = process.argv[2]; // `unit` or `e2e` to run one half

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n── ${label} ──`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`── ${label}: exit ${r.status} in ${((Date.now() - t) / 1000).toFixed(1)} s ──`);
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (only !== 'e2e') {
  // The type check counts as one test: a red type check fails the run like a failing test.
  if (run('type check (tsc)', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'])) totals.passed += 1;
  else totals.failed += 1;
  run('unit tests (vitest)', process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]);
  const report = readJson(`${results}/vitest.json`);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else totals.failed += 1;
}

if (only !== 'unit') {
  if (!ensureChromium()) totals.failed += 1;
  else if (!run('next build', process.execPath, ['node_modules/next/dist/bin/next', 'build'])) totals.failed += 1;
  else {
    run('browser tests (playwright)', process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` });
    const report = readJson(`${results}/playwright.json`);
    if (report?.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
      if (report.errors?.length) totals.failed += report.errors.length;
    } else totals.failed += 1;
  }
}

console.log(`\nTest suite finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || (totals.passed === 0 && !existsSync(`${results}/vitest.json`)) ? 1 : 0);
