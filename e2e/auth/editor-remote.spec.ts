import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startFakeLlm, type FakeLlm } from '../../test/agent/fake-llm';
import { authServerEnv } from '../../playwright.auth.config';
import { USERS } from './matrix';
import { startRemoteUpstream, type RemoteUpstream } from './editor-remote-upstream';
import { startEditorWorker } from './editor-worker';

/**
 * Issue 15: the editor routes against a remote upstream. A second agent API (the job API's route
 * files on the test harness's server, its own data folder, project and key) is the site's
 * `LECTERN_AGENT_UPSTREAM_URL` + `LECTERN_AGENT_UPSTREAM_KEY`; a second production server of the
 * auth fixture is started with them, and with no `LECTERN_EDITOR_GROUPS`, so its editors come from
 * the fixture's docs.json `editors`. In Chromium an editor asks, watches the steps, opens the pull
 * request link and follows up, all through the remote; neither its key nor its address appears in
 * any response the browser gets, and the site never makes a key of its own.
 */
test.describe.configure({ mode: 'serial' });

const PORT = 3337;
const ORIGIN = `http://localhost:${PORT}`;
const REMOTE_PROJECT = 'remote-docs';
const REMOTE_PUBLIC = 'http://agent.remote.test';
const SITE_DATA = 'test-results/editor-remote-site-data';
const REMOTE_DATA = 'test-results/editor-remote-upstream-data';

let llm: FakeLlm;
let remote: RemoteUpstream;
let worker: ChildProcess;
let site: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const dir of [SITE_DATA, REMOTE_DATA]) rmSync(dir, { recursive: true, force: true });
  llm = await startFakeLlm({
    'remote-ui': [
      { tool: 'read_file', args: { path: 'docs/index.mdx' } },
      { tool: 'write_file', args: { path: 'docs/remote.mdx', content: '# Remote\n' } },
      { tool: 'finish', args: { summary: 'Add the remote page' } },
    ],
    'remote-ui-more': [
      { tool: 'write_file', args: { path: 'docs/remote.mdx', content: '# Remote\n\nMore.\n' } },
      { tool: 'finish', args: { summary: 'Expand the remote page' } },
    ],
  });
  remote = await startRemoteUpstream(REMOTE_DATA, REMOTE_PROJECT, REMOTE_PUBLIC);
  worker = startEditorWorker({ dataDir: REMOTE_DATA, modelBaseUrl: llm.baseUrl, appBaseUrl: REMOTE_PUBLIC });
  const { LECTERN_EDITOR_GROUPS: _unset, ...env } = authServerEnv();
  site = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      ...env,
      AUTH_URL: ORIGIN,
      APP_BASE_URL: `http://127.0.0.1:${PORT}`,
      LECTERN_DATA_DIR: SITE_DATA,
      LECTERN_AGENT_UPSTREAM_URL: remote.url,
      LECTERN_AGENT_UPSTREAM_KEY: remote.key,
      LECTERN_AGENT_PROJECT: REMOTE_PROJECT,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/llms.txt`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  site?.kill();
  worker?.kill();
  remote?.process.kill();
  await llm?.close();
});

async function signIn(page: Page, who: 'alpha' | 'beta', to: string) {
  await page.goto(`${ORIGIN}/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Email').fill(USERS[who].email);
  await page.getByLabel('Password').fill(USERS[who].password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === to);
}

test('in the browser, an editor (from docs.json) asks, watches, opens the pull request and follows up through the remote agent API', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => void (r.url().startsWith(ORIGIN) && bodies.push(r.text().catch(() => ''))));

  await signIn(page, 'alpha', '/alpha-page');
  await page.getByRole('button', { name: 'Ask the agent' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask the agent' });
  await panel.getByLabel('What should change on this page?').fill('[[scenario:remote-ui]] Add a remote page.');
  await panel.getByRole('button', { name: 'Send to the agent' }).click();
  await expect(panel.getByText('write_file docs/remote.mdx')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('agent-job-status')).toHaveText('completed', { timeout: 30_000 });
  await expect(panel.getByText('Add the remote page')).toBeVisible();
  // The remote's own pull request link, at its public address.
  await expect(panel.getByRole('link', { name: 'Open the pull request' })).toHaveAttribute(
    'href',
    new RegExp(`^${REMOTE_PUBLIC}/pull/${REMOTE_PROJECT}/\\d+\\?token=`),
  );
  await panel.getByLabel('Follow up').fill('[[scenario:remote-ui-more]] Say more.');
  await panel.getByRole('button', { name: 'Send follow-up' }).click();
  await expect(panel.getByTestId('agent-job-status')).toHaveText('completed', { timeout: 30_000 });
  await expect(panel.getByText('Expand the remote page')).toBeVisible();
  await panel.getByRole('button', { name: 'Jobs' }).click();
  await expect(panel.getByRole('button', { name: /Expand the remote page/ })).toBeVisible();

  // The job lives on the remote: its API, asked with its key, lists it.
  const listed = (await (
    await fetch(`${remote.url}/v2/agent/${REMOTE_PROJECT}/job`, { headers: { authorization: `Bearer ${remote.key}` } })
  ).json()) as { jobs: { summary: string }[] };
  expect(listed.jobs.map((j) => j.summary)).toContainEqual(expect.stringContaining('Expand the remote page'));

  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(5);
  for (const text of texts) {
    expect(text).not.toContain(remote.key);
    expect(text).not.toContain(remote.url);
  }
  // The site made no key of its own: it has no agent API of its own in this setup.
  const siteFiles = existsSync(SITE_DATA) ? readdirSync(SITE_DATA) : [];
  expect(siteFiles.filter((f) => f.startsWith('.editor-key'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a reader outside the docs.json editors sees no action and gets 404 from the routes on this server', async ({ page }) => {
  await signIn(page, 'beta', '/beta/home');
  expect(await (await page.request.get(`${ORIGIN}/api/editor/me`)).json()).toEqual({ editor: false });
  await expect(page.getByRole('button', { name: 'Ask the agent' })).toHaveCount(0);
  expect((await page.request.get(`${ORIGIN}/api/editor/jobs`)).status()).toBe(404);
});
