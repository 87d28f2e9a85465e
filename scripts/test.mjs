// `npm test`: every test, unit and browser, on a fresh machine. Prints one closing line
// `N passed, N failed` (after a `N skipped` line), computed from the runners' JSON reports; exits
// non-zero on any failure. Steps run one after another: these machines have two cores.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const started = Date.now();
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
// Names of what failed, repeated just above the closing line: CI shows only the tail of the log.
const failures = [];
function fail(name) {
  totals.failed += 1;
  failures.push(name);
}
// `npm test -- lint` | `unit` | `postgres` | `e2e` (own site, fixtures and corpus) | `e2e-own` | `auth` | `deploy` | `lang` |
// `jsx` | `style` | `api-titles` | `products` | `reader` | `big-api` | `fields` | `playground` | `corpus` | `security`; nothing: everything.
const only = process.argv[2];
// `npm test -- lint`: ESLint (with the import boundaries) and the Prettier check, the first steps of a full run.
const runLint = !only || only === 'lint';
const runUnit = !only || only === 'unit';
// `npm test -- postgres`: the agent suites again on a throwaway PostgreSQL cluster (issue 14); also part of `unit`.
const runPostgres = !only || only === 'unit' || only === 'postgres';
const runOwnE2e = !only || only === 'e2e' || only === 'e2e-own';
const runCorpus = (!only || only === 'e2e' || only === 'corpus') && process.env.LECTERN_SKIP_CORPUS !== '1';
// `npm test -- auth`: the sign-in and groups fixture site (test/fixtures/auth-site), its own build and server.
const runAuth = !only || only === 'e2e' || only === 'auth';
// `npm test -- deploy`: the deploy fixture (test/fixtures/deploy-site), its build and server.
const runDeploy = !only || only === 'e2e' || only === 'deploy';
// `npm test -- lang`: the languages fixture (test/fixtures/lang-site), its build and server.
const runLang = !only || only === 'e2e' || only === 'lang';
// `npm test -- jsx`: the author-components fixture (test/fixtures/jsx-site), its build and server.
const runJsx = !only || only === 'e2e' || only === 'jsx';
// `npm test -- style`: the style fixture (test/fixtures/style-site): its own CSS, JS and Tailwind classes.
const runStyle = !only || only === 'e2e' || only === 'style';
// `npm test -- api-titles`: generated API pages with hostile summaries (test/fixtures/api-titles-site).
const runApiTitles = !only || only === 'e2e' || only === 'api-titles';
// `npm test -- reader`: the reader features and site settings of issue 13 (test/fixtures/reader-site, settings-site).
const runReader = !only || only === 'e2e' || only === 'reader';
// `npm test -- products`: navigation shapes (test/fixtures/products-site): mixed products, relative favicon.
const runProducts = !only || only === 'e2e' || only === 'products';
// `npm test -- big-api`: page weight and prefetching (issue 12) on a 1,000-operation API (test/fixtures/big-api-site).
const runBigApi = !only || only === 'e2e' || only === 'big-api';
// `npm test -- fields`: closed nested levels loaded on demand (issue 12) on a GitHub-like API (test/fixtures/fields-site).
const runFields = !only || only === 'e2e' || only === 'fields';
// `npm test -- playground`: a playground that sends from the browser (test/fixtures/playground-site).
const runPlayground = !only || only === 'e2e' || only === 'playground';
// `npm test -- security`: the attack suite on its own (issue 11): every `*.security.test.ts`, then
// e2e/security against production servers of the own site and the auth fixture (built here when
// the run has not built them already).
const runSecurity = !only || only === 'e2e' || only === 'security';
const securityOnly = only === 'security';

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

/** Runs one Playwright config and adds its JSON report's counts; no report counts as a failure. */
function playwright(label, args, reportName) {
  run(label, process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/${reportName}`,
  });
  const report = readJson(`${results}/${reportName}`);
  if (!report?.stats) {
    fail(`${label}: no report was written`);
    return;
  }
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected + (report.errors?.length ?? 0);
  totals.skipped += report.stats.skipped;
  for (const error of report.errors ?? []) failures.push(`${label}: ${firstLine(error.message)}`);
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        failures.push(`${label}: ${[...trail, spec.title].join(' › ')} (${spec.file}:${spec.line}): ${firstLine(result?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

function firstLine(text) {
  // Playwright's messages carry terminal colours; the log is read as plain text.
  return (
    String(text ?? 'no message')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

/**
 * Runs vitest (all files, or those whose path matches `filters`; `config` picks another config
 * file) and adds its JSON report's counts.
 */
function vitest(label, filters, config) {
  const report = `${results}/vitest${config ? '-' + path.basename(config, '.ts') : ''}${filters.length ? '-' + filters.join('-') : ''}.json`;
  run(label, process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...(config ? ['--config', config] : []),
    ...filters,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  if (json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests + (json.numFailedTestSuites > 0 && json.numFailedTests === 0 ? json.numFailedTestSuites : 0);
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`vitest: ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && failed.length === 0) failures.push(`vitest: ${where}: ${firstLine(file.message)}`);
    }
  } else fail(`${label}: no report was written`);
}

/**
 * A fixture site `name` (test/fixtures/<name>-site): a fresh `next build` into `.next-<name>-site`,
 * then its browser specs (e2e/<name>/) against `next start` (playwright.<name>.config.ts).
 */
function fixtureSuite(name, what, buildEnv = {}) {
  rmSync(`.next-${name}-site/BUILD_ID`, { force: true });
  if (
    !run(`next build of ${what}`, process.execPath, ['scripts/build.mjs'], {
      DOCS_DIR: `test/fixtures/${name}-site`,
      LECTERN_DIST_DIR: `.next-${name}-site`,
      ...buildEnv,
    })
  )
    fail(`next build of ${what}`);
  else playwright(`${name} browser tests (playwright)`, ['-c', `playwright.${name}.config.ts`], `playwright-${name}.json`);
}

// Each counts as one test; a failure prints the tool's own messages (file:line and rule, or the
// files Prettier would change) and fails the run, while the later steps still run and report.
if (runLint) {
  for (const [label, script] of [
    ['lint (eslint)', 'lint'],
    ['format check (prettier)', 'format:check'],
  ]) {
    if (run(label, 'npm', ['run', '--silent', script])) totals.passed += 1;
    else fail(label);
  }
}

if (runUnit) {
  // The type check counts as one test: a red type check fails the run like a failing test.
  if (run('type check (tsc)', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'])) totals.passed += 1;
  else fail('type check (tsc)');
  vitest('unit tests (vitest)', []);
}

if (runPostgres) {
  // The same agent tests (API, worker, store) on PostgreSQL: one cluster for the run, a database per file.
  if (!ensurePostgres()) fail('PostgreSQL could not be installed');
  else vitest('agent tests on PostgreSQL (vitest)', [], 'vitest.postgres.config.ts');
}

if (
  runOwnE2e ||
  runCorpus ||
  runAuth ||
  runDeploy ||
  runLang ||
  runJsx ||
  runStyle ||
  runApiTitles ||
  runProducts ||
  runReader ||
  runBigApi ||
  runFields ||
  runPlayground ||
  runSecurity
) {
  if (!ensureChromium()) fail('Chromium could not be installed');
}
// The auth suite also tests deploy/nginx.conf in front of the auth fixture; the deploy suite, compose's proxy.
if ((runAuth || runDeploy) && !ensureNginx()) fail('nginx could not be installed');
if (runOwnE2e && existsSync(CHROMIUM)) {
  if (!run('next build', process.execPath, ['scripts/build.mjs'])) fail('next build of the own site');
  else playwright('browser tests (playwright)', [], 'playwright.json');
}

// After a deployment (issue 6): the deploy fixture's API tab comes from a URL-hosted spec. Build 1
// is published into the fixture's data dir first (as the worker would), so the build reads it
// without any network; the browser test then publishes build 2 and checks the prerendered pages.
if (runDeploy && existsSync(CHROMIUM)) {
  rmSync('.next-deploy-site/BUILD_ID', { force: true });
  const deployEnv = {
    DOCS_DIR: 'test/fixtures/deploy-site',
    LECTERN_DIST_DIR: '.next-deploy-site',
    LECTERN_DATA_DIR: 'test-results/deploy-data',
  };
  if (!run('publish build 1 of the deploy fixture', process.execPath, ['--import', 'tsx', 'e2e/deploy/publish-first-build.ts']))
    fail('publish build 1 of the deploy fixture');
  else if (!run('next build of the deploy fixture', process.execPath, ['scripts/build.mjs'], deployEnv))
    fail('next build of the deploy fixture');
  else playwright('deploy browser tests (playwright)', ['-c', 'playwright.deploy.config.ts'], 'playwright-deploy.json');
}

// The container image's parts (issue 14): Docker cannot run here, so the own site is built the way the
// Dockerfile builds it (standalone, into its own dist folder), the image's /app is assembled from it in a
// temporary folder and its site, worker and command run on a throwaway PostgreSQL; compose's proxy config
// runs in nginx (vitest.deploy.config.ts). The static checks of Dockerfile and compose.yaml are unit tests.
if (runDeploy) {
  rmSync('.next-standalone/BUILD_ID', { force: true });
  const standalone = { LECTERN_STANDALONE: '1', LECTERN_DIST_DIR: '.next-standalone' };
  if (!ensurePostgres()) fail('PostgreSQL could not be installed');
  else if (!run('standalone next build of the own site (the image)', process.execPath, ['scripts/build.mjs'], standalone))
    fail('standalone next build of the own site');
  else if (!run('image bundles (worker, lectern, site start)', process.execPath, ['scripts/build-image-bundles.mjs']))
    fail('image bundles');
  else vitest('deployment files run (vitest)', [], 'vitest.deploy.config.ts');
}

// Languages and versions (issue 10): the switcher, `<html lang/dir>`, translated interface strings and
// search limited to the reader's language and version, on a fixture of its own.
if (runLang && existsSync(CHROMIUM)) fixtureSuite('lang', 'the languages fixture');

// The repository's own CSS, JavaScript and Tailwind classes (issue 10): the style fixture builds
// into its own dist folder and its Playwright config serves it.
if (runStyle && existsSync(CHROMIUM)) fixtureSuite('style', 'the style fixture');

// Hostile operation summaries (issue 10): a 1,300-character Markdown summary, `?`, `#`, `%` and
// non-ASCII in slugs, shared titles, a path as title. The build must pass; the browser test follows
// every sidebar link and measures that nothing scrolls sideways.
if (runApiTitles && existsSync(CHROMIUM)) fixtureSuite('api-titles', 'the api-titles fixture');

// Navigation in every shape Mintlify documents (issue 10): link-only products beside a real one, a
// relative favicon on nested pages.
if (runProducts && existsSync(CHROMIUM)) fixtureSuite('products', 'the products fixture');

// Reader features (issue 13): last updated (git and frontmatter), edit link (LECTERN_EDIT_URL, read
// at build time), feedback stored and listed by the CLI, contextual menu, RSS, fonts and footer.
if (runReader && existsSync(CHROMIUM)) {
  rmSync('test-results/reader-site-data', { recursive: true, force: true });
  fixtureSuite('reader', 'the reader fixture', { LECTERN_EDIT_URL: 'https://git.example.com/acme/docs/edit/main/' });
  // Site settings and frontmatter (issue 13 items 3 and 4): head tags, analytics, 404 redirect, page modes, search ranking.
  fixtureSuite('settings', 'the settings fixture');
}
// Page weight and prefetching (issue 12): an endpoint page of a 1,000-operation API carries its own
// group, not the other groups' items; loading a page prefetches no other page.
if (runBigApi && existsSync(CHROMIUM)) fixtureSuite('big-api', 'the big-api fixture');
if (runFields && existsSync(CHROMIUM)) fixtureSuite('fields', 'the fields fixture');

// The playground sending straight from the browser (issue 16): the cookie notice, and OAuth client
// fields prefilled from `x-default`.
if (runPlayground && existsSync(CHROMIUM)) fixtureSuite('playground', 'the playground fixture');

// Sign-in and groups (issue 5): the fixture site builds into its own dist folder; its Playwright
// config serves it with every sign-in method on and starts an OpenID provider on loopback.
if (runAuth && existsSync(CHROMIUM)) fixtureSuite('auth', 'the auth fixture');

// Author components (issue 10): React components written in the fixture's pages and snippets run
// and hydrate; the fixture builds into its own dist folder and its config serves it.
if (runJsx && existsSync(CHROMIUM)) fixtureSuite('jsx', 'the jsx fixture');

// The attack suite (issue 11): in a full run it reuses the own site's and the auth fixture's builds
// made above; on its own (`npm test -- security`) it runs the `*.security.test.ts` files and builds both.
if (runSecurity && existsSync(CHROMIUM)) {
  if (securityOnly) {
    vitest('attack tests (vitest, *.security.test.ts)', ['security.test']);
    if (!run('next build', process.execPath, ['scripts/build.mjs'])) fail('next build of the own site');
    rmSync('.next-auth-site/BUILD_ID', { force: true });
    if (
      !run('next build of the auth fixture', process.execPath, ['scripts/build.mjs'], {
        DOCS_DIR: 'test/fixtures/auth-site',
        LECTERN_DIST_DIR: '.next-auth-site',
      })
    )
      fail('next build of the auth fixture');
  }
  rmSync('test-results/security-data', { recursive: true, force: true });
  if (existsSync('.next/BUILD_ID') && existsSync('.next-auth-site/BUILD_ID'))
    playwright('attack tests (playwright)', ['-c', 'playwright.security.config.ts'], 'playwright-security.json');
  else fail('attack tests (playwright): the own site or the auth fixture did not build');
}

// The real docs sites of ../shared/corpus: each must build unchanged (a build is one test), then a
// browser smoke test opens 20 pages of each. Skipped, with a message, when the corpus is absent.
const corpus = '../shared/corpus/docs-sites';
if (runCorpus && existsSync(CHROMIUM)) {
  if (!existsSync(corpus)) {
    console.log(`\n── corpus sites: skipped: ${corpus} is absent ──`);
    totals.skipped += 1;
  } else {
    // galaxy: Scalar's galaxy spec from the corpus, linked into test/fixtures/galaxy-site.
    const sites = {
      mem0ai__mem0: `${corpus}/mem0ai__mem0`,
      mintlify__docs: `${corpus}/mintlify__docs`,
      galaxy: 'test/fixtures/galaxy-site',
    };
    for (const [site, dir] of Object.entries(sites)) {
      // A stale build of an earlier run must not be served if this one fails.
      rmSync(`.next-corpus-${site}/BUILD_ID`, { force: true });
      const ok = run(`next build of ${site}`, process.execPath, ['scripts/build.mjs'], {
        DOCS_DIR: dir,
        LECTERN_DIST_DIR: `.next-corpus-${site}`,
      });
      if (ok) totals.passed += 1;
      else fail(`next build of ${site}`);
    }
    playwright('corpus browser smoke tests (playwright)', ['-c', 'playwright.corpus.config.ts'], 'playwright-corpus.json');
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(`\nTest suite finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
// The contract's closing line is exactly `N passed, N failed`; skips are reported just above it.
console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || (totals.passed === 0 && !existsSync(`${results}/vitest.json`)) ? 1 : 0);
