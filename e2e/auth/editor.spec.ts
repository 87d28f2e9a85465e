import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeLlm, type FakeLlm } from '../../test/agent/fake-llm';
import { AUTH_DATA_DIR, AUTH_ORIGIN, AUTH_PORT, EDITOR_PROJECT } from '../../playwright.auth.config';
import { ask, difference, RSC_REQUESTS, sameShape } from '../security/auth/same-answer';
import { seedEditorProject } from './editor-seed';
import { startEditorWorker } from './editor-worker';
import { sessionCookie, signInWithPassword } from './helpers';

/**
 * Issue 15: the site's editor routes (`/api/editor/…`) relay agent jobs for signed-in editors
 * (`LECTERN_EDITOR_GROUPS=alpha` on the fixture server) with a key the site holds, to this
 * Lectern's own agent API; everyone else gets 404 from every route. A real worker process and the
 * scripted model server do the job.
 */
test.describe.configure({ mode: 'serial' });

let llm: FakeLlm;
let worker: ChildProcess;

test.beforeAll(async () => {
  seedEditorProject(AUTH_DATA_DIR, EDITOR_PROJECT);
  llm = await startFakeLlm({
    'editor-fix': [
      { tool: 'read_file', args: { path: 'docs/quickstart.mdx' } },
      { tool: 'edit_file', args: { path: 'docs/quickstart.mdx', old: 'Install it.', new: 'Install it with npm.' } },
      { tool: 'finish', args: { summary: 'Say how to install' } },
    ],
    'editor-ui': [
      { tool: 'read_file', args: { path: 'docs/index.mdx' } },
      { tool: 'write_file', args: { path: 'docs/faq.mdx', content: '# FAQ\n' } },
      { tool: 'finish', args: { summary: 'Add an FAQ page' } },
    ],
    'editor-ui-more': [
      { tool: 'write_file', args: { path: 'docs/faq.mdx', content: '# FAQ\n\nMore.\n' } },
      { tool: 'finish', args: { summary: 'Expand the FAQ' } },
    ],
    'editor-jobs-page': [
      { tool: 'write_file', args: { path: 'docs/jobs-page.mdx', content: '# Listed\n' } },
      { tool: 'finish', args: { summary: 'Write the listed page' } },
    ],
    'editor-more': [
      { tool: 'write_file', args: { path: 'docs/more.mdx', content: '# More\n' } },
      { tool: 'finish', args: { summary: 'Add more' } },
    ],
  });
  worker = startEditorWorker({ dataDir: AUTH_DATA_DIR, modelBaseUrl: llm.baseUrl, appBaseUrl: `http://127.0.0.1:${AUTH_PORT}` });
});
test.afterAll(async () => {
  worker?.kill();
  await llm?.close();
});

const JOB = 'job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A';
const ROUTES: [string, string][] = [
  ['GET', '/api/editor/jobs'],
  ['POST', '/api/editor/jobs'],
  ['GET', `/api/editor/jobs/${JOB}`],
  ['POST', `/api/editor/jobs/${JOB}/message`],
  ['POST', `/api/editor/jobs/${JOB}/archive`],
  ['GET', `/api/editor/jobs/${JOB}/events`],
  ['GET', `/api/editor/jobs/${JOB}/prompt`],
];

async function send(method: string, url: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${AUTH_ORIGIN}${url}`, {
    method,
    headers: { cookie, origin: AUTH_ORIGIN, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test('an anonymous reader and a signed-in reader outside the editors get 404 from every editor route', async () => {
  for (const viewer of ['signedOut', 'beta'] as const) {
    const cookie = await sessionCookie(viewer);
    for (const [method, url] of ROUTES) {
      const res = await send(method, url, cookie, method === 'POST' ? { prompt: '[[scenario:editor-fix]] x' } : undefined);
      expect(res.status, `${viewer} ${method} ${url}`).toBe(404);
      expect(await res.text()).not.toContain('job_');
    }
  }
  expect(llm.requests).toHaveLength(0);
});

test('an editor creates a job from a page, watches its steps stream in, sees the pull request and follows up', async () => {
  const cookie = await sessionCookie('alpha');
  const created = await send('POST', '/api/editor/jobs', cookie, {
    prompt: '[[scenario:editor-fix]] Say how to install.',
    page: '/alpha-page',
  });
  expect(created.status).toBe(201);
  const job = await created.json();
  expect(job.status).toBe('active');
  // The page the editor was reading reaches the model as context.
  await expect.poll(() => llm.requests.length).toBeGreaterThan(0);
  expect(JSON.stringify(llm.requests[0].body)).toContain('Asked from the docs page /alpha-page: its source file is `alpha-page.mdx`');

  const stream = await send('GET', `/api/editor/jobs/${job.id}/events`, cookie, undefined, { accept: 'text/event-stream' });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const text = await stream.text();
  const events = text
    .trim()
    .split('\n\n')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
  const steps = events
    .filter((e) => e.event === 'step')
    .map((e) => (e.data.type === 'tool' ? `${e.data.data.tool} ${e.data.data.path}` : e.data.type));
  expect(steps).toEqual(['run_started', 'read_file docs/quickstart.mdx', 'edit_file docs/quickstart.mdx', 'finish null', 'run_succeeded']);
  const last = events.filter((e) => e.event === 'job').at(-1)!.data;
  expect(last).toMatchObject({ id: job.id, status: 'completed', summary: expect.stringContaining('Say how to install') });
  expect(last.prLink).toContain(`/pull/${EDITOR_PROJECT}/`);
  expect(events.at(-1)).toEqual({ event: 'end', data: { status: 'completed' } });

  // The polling fallback and the list show the same job.
  const polled = await (await send('GET', `/api/editor/jobs/${job.id}/events`, cookie)).json();
  expect(polled.events.map((e: { type: string }) => e.type)).toContain('run_succeeded');
  const list = await (await send('GET', '/api/editor/jobs', cookie)).json();
  expect(list.jobs.map((j: { id: string }) => j.id)).toContain(job.id);

  const followUp = await send('POST', `/api/editor/jobs/${job.id}/message`, cookie, { prompt: '[[scenario:editor-more]] Add a page.' });
  expect(followUp.status).toBe(200);
  expect((await followUp.json()).status).toBe('active');
  await expect
    .poll(async () => (await (await send('GET', `/api/editor/jobs/${job.id}`, cookie)).json()).status, { timeout: 20_000 })
    .toBe('completed');
});

test("an editor route refuses a cross-site POST and relays the agent API's own errors as problem+json", async () => {
  const cookie = await sessionCookie('alpha');
  const crossSite = await send('POST', '/api/editor/jobs', cookie, { prompt: 'x' }, { origin: 'https://evil.example' });
  expect(crossSite.status).toBe(403);
  const blank = await send('POST', '/api/editor/jobs', cookie, { prompt: '   ' });
  expect(blank.status).toBe(400);
  expect(blank.headers.get('content-type')).toContain('application/problem+json');
  expect((await blank.json()).detail).toContain('more than whitespace');
  const missing = await send('GET', `/api/editor/jobs/${JOB}`, cookie);
  expect(missing.status).toBe(404);
  expect((await missing.json()).code).toBe('job_not_found');
});

test('an editor archives a job through the route, and it leaves the list of jobs', async () => {
  const cookie = await sessionCookie('alpha');
  const before = (await (await send('GET', '/api/editor/jobs', cookie)).json()) as { jobs: { id: string }[] };
  const id = before.jobs[0].id;
  const archived = await send('POST', `/api/editor/jobs/${id}/archive`, cookie);
  expect(archived.status).toBe(200);
  expect((await archived.json()).status).toBe('archived');
  const after = (await (await send('GET', '/api/editor/jobs', cookie)).json()) as { jobs: { id: string }[] };
  expect(after.jobs.map((j) => j.id)).not.toContain(id);
});

test("the site's agent key is in no response and no client file", async () => {
  const keyFile = path.join(AUTH_DATA_DIR, `.editor-key-${EDITOR_PROJECT}`);
  const key = readFileSync(keyFile, 'utf8').trim();
  expect(key).toMatch(/^lec_/);
  const cookie = await sessionCookie('alpha');
  for (const [method, url] of ROUTES.filter(([m]) => m === 'GET'))
    expect(await (await send(method, url, cookie)).text()).not.toContain(key);
  const html = await (await fetch(`${AUTH_ORIGIN}/alpha-page`, { headers: { cookie } })).text();
  expect(html).not.toContain(key);
  expect(html).not.toContain('LECTERN_AGENT_UPSTREAM');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)]));
  for (const file of files('.next-auth-site/static')) expect(readFileSync(file, 'utf8').includes(key), file).toBe(false);
});

test('in the browser, an editor asks from the page, watches the steps appear, opens the pull request link and follows up', async ({
  page,
}) => {
  await signInWithPassword(page, 'alpha', '/alpha-page');
  await page.getByRole('button', { name: 'Ask the agent' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask the agent' });
  await panel.getByLabel('What should change on this page?').fill('[[scenario:editor-ui]] Add an FAQ.');
  await panel.getByRole('button', { name: 'Send to the agent' }).click();
  await expect(panel.getByText('write_file docs/faq.mdx')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('agent-job-status')).toHaveText('completed', { timeout: 20_000 });
  await expect(panel.getByText('Add an FAQ page')).toBeVisible();
  const pr = panel.getByRole('link', { name: 'Open the pull request' });
  await expect(pr).toHaveAttribute('href', new RegExp(`/pull/${EDITOR_PROJECT}/\\d+`));
  await panel.getByLabel('Follow up').fill('[[scenario:editor-ui-more]] Say more.');
  await panel.getByRole('button', { name: 'Send follow-up' }).click();
  await expect(panel.getByTestId('agent-job-status')).toHaveText('completed', { timeout: 20_000 });
  await expect(panel.getByText('Expand the FAQ')).toBeVisible();
  await panel.getByRole('button', { name: 'Jobs' }).click();
  // .first(): the data folder outlives a run, and a rerun lists the last run's job too.
  await expect(panel.getByRole('button', { name: /Expand the FAQ/ }).first()).toBeVisible();
});

test('in the browser, a reader who is not an editor and an anonymous reader see no agent action', async ({ page }) => {
  const me = page.waitForResponse((r) => r.url().endsWith('/api/editor/me'));
  await page.goto('/');
  expect(await (await me).json()).toEqual({ editor: false });
  await expect(page.getByRole('button', { name: 'Ask the agent' })).toHaveCount(0);
  await signInWithPassword(page, 'beta', '/beta/home');
  // The island's question on the page signed in to must be answered before the reload, or it is the
  // response awaited below and its body is gone with the page.
  await page.waitForLoadState('networkidle');
  const meBeta = page.waitForResponse((r) => r.url().endsWith('/api/editor/me'));
  await page.reload();
  expect(await (await meBeta).json()).toEqual({ editor: false });
  await expect(page.getByRole('button', { name: 'Ask the agent' })).toHaveCount(0);
});

/** Walks `dir` for files (not Next's own node_modules copy). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const file = path.join(dir, f);
    if (f === 'node_modules') return [];
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test.describe("the editors' jobs page, /pull/jobs", () => {
  let job: { id: string; prLink: string; summary: string };

  test.beforeAll(async () => {
    const cookie = await sessionCookie('alpha');
    const created = await send('POST', '/api/editor/jobs', cookie, {
      prompt: '[[scenario:editor-jobs-page]] List me.',
      page: '/alpha-page',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await expect
      .poll(async () => (await (await send('GET', `/api/editor/jobs/${id}`, cookie)).json()).status, { timeout: 20_000 })
      .toBe('completed');
    job = await (await send('GET', `/api/editor/jobs/${id}`, cookie)).json();
    expect(job.prLink).toContain(`/pull/${EDITOR_PROJECT}/`);
  });

  test('an editor opens it from the panel, sees the job they created with its pull request link, and opens its steps', async ({ page }) => {
    await signInWithPassword(page, 'alpha', '/alpha-page');
    await page.getByRole('button', { name: 'Ask the agent' }).click();
    const panel = page.getByRole('dialog', { name: 'Ask the agent' });
    await panel.getByRole('button', { name: 'Jobs' }).click();
    await panel.getByRole('link', { name: 'All jobs' }).click();
    await expect(page).toHaveURL(/\/pull\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Agent jobs' })).toBeVisible();
    // Newest first, so the first row with this summary is this run's (the data folder outlives runs).
    const row = page
      .getByRole('row')
      .filter({ hasText: job.summary.split('\n')[0] })
      .first();
    await expect(row).toContainText('completed');
    await expect(row.getByRole('link')).toHaveAttribute('href', job.prLink);
    await row.getByRole('button', { name: job.summary.split('\n')[0] }).click();
    await expect(page).toHaveURL(new RegExp(`\\?job=${job.id}$`));
    const detail = page.getByRole('region', { name: 'Job' });
    await expect(detail.getByText('write_file docs/jobs-page.mdx')).toBeVisible({ timeout: 20_000 });
    await expect(detail.getByTestId('agent-job-status')).toHaveText('completed');
    await expect(detail.getByRole('link', { name: 'Open the pull request' })).toHaveAttribute('href', job.prLink);
    // What was asked, as the editor wrote it, and the page it was asked from.
    await expect(detail.getByTestId('job-prompt')).toHaveText('[[scenario:editor-jobs-page]] List me.');
    await expect(detail.getByRole('link', { name: '/alpha-page' })).toHaveAttribute('href', '/alpha-page');
    // The job's own URL is a bookmark: opened afresh, it shows the same job.
    await page.goto(`/pull/jobs?job=${job.id}`);
    await expect(page.getByRole('region', { name: 'Job' }).getByText(job.id)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Job' }).getByLabel('Follow up')).toBeVisible();
  });

  test('a signed-in reader outside the editors and an anonymous reader get the 404 of a missing page, byte for byte', async () => {
    const missing = sameShape('/pull/jobs');
    for (const viewer of ['signedOut', 'beta'] as const) {
      const cookie = await sessionCookie(viewer);
      // The same history for both URLs first: a not-found render is cached on its first request (x-nextjs-cache).
      for (const headers of [{}, ...Object.values(RSC_REQUESTS)]) {
        await ask('/pull/jobs', cookie, headers);
        await ask(missing, cookie, headers);
      }
      const document = await ask('/pull/jobs', cookie);
      expect(document[0].status, viewer).toBe(404);
      expect(document[0].body, viewer).not.toContain(job.id);
      expect(difference(document, await ask(missing, cookie)), `${viewer}: the document`).toBeNull();
      for (const [name, headers] of Object.entries(RSC_REQUESTS))
        expect(
          difference(await ask('/pull/jobs', cookie, headers), await ask(missing, cookie, headers)),
          `${viewer}: RSC ${name}`,
        ).toBeNull();
    }
    // Its internal route, named by a URL, is a missing page even for an editor.
    expect((await fetch(`${AUTH_ORIGIN}/_lectern/jobs`, { headers: { cookie: await sessionCookie('alpha') } })).status).toBe(404);
  });

  test('no job is in the build output or its page cache: the page lists jobs in the browser only', () => {
    for (const file of filesUnder('.next-auth-site')) {
      const bytes = readFileSync(file);
      expect(bytes.includes(job.id), file).toBe(false);
      expect(bytes.includes('Write the listed page'), file).toBe(false);
    }
  });
});
