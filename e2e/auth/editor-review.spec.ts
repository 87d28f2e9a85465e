import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { startFakeLlm, type FakeLlm } from '../../test/agent/fake-llm';
import { AUTH_DATA_DIR, AUTH_ORIGIN, AUTH_PORT, EDITOR_PROJECT } from '../../playwright.auth.config';
import { expect, test } from '../fixtures';
import { seedEditorProject } from './editor-seed';
import { startEditorWorker } from './editor-worker';
import { sessionCookie, signInWithPassword } from './helpers';

/**
 * Issue 15 item 4: the review page of a pull request an editor's job opened. The model is
 * hostile: the page it writes tries every way MDX has to run code in the reviewer's browser
 * (a script element, an `export`, an expression, an `onerror` handler, a `javascript:` link), each
 * reporting to a loopback listener. The review page shows the line diff, frames a preview of the
 * page rendered with the site's components, and nothing in it runs; an editor's follow-up from
 * that page reaches the job. Every browser test here also fails on any console error (../fixtures).
 */
test.describe.configure({ mode: 'serial' });

let llm: FakeLlm;
let worker: ChildProcess;
let listener: http.Server;
const hits: string[] = [];
let pr: { path: string; jobId: string };

const HOSTILE_FILE = 'docs/hostile.mdx';
const hostilePage = (beacon: string) => `---
title: Release notes
---

export const leak = fetch('${beacon}/export');

# What is new

<script>{fetch('${beacon}/script-expression')}</script>

<script>alert('script element')</script>

{fetch('${beacon}/expression')}

<img src="data:image/png;base64,AAAA" onerror="fetch('${beacon}/onerror'); alert('onerror')" alt="broken" />

<a href="javascript:fetch('${beacon}/link')">Read more</a>

<Note>The preview renders **callouts** with the site's components.</Note>
`;

test.beforeAll(async () => {
  listener = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('ok');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const beacon = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  seedEditorProject(AUTH_DATA_DIR, EDITOR_PROJECT);
  llm = await startFakeLlm({
    'review-hostile': [
      { tool: 'edit_file', args: { path: 'docs/quickstart.mdx', old: 'Install it.', new: 'Install it with npm.' } },
      { tool: 'write_file', args: { path: HOSTILE_FILE, content: hostilePage(beacon) } },
      { tool: 'finish', args: { summary: 'Write the release notes' } },
    ],
    'review-follow-up': [
      { tool: 'edit_file', args: { path: 'docs/quickstart.mdx', old: 'Install it with npm.', new: 'Install it with npm or pnpm.' } },
      { tool: 'finish', args: { summary: 'Mention pnpm too' } },
    ],
  });
  worker = startEditorWorker({ dataDir: AUTH_DATA_DIR, modelBaseUrl: llm.baseUrl, appBaseUrl: `http://127.0.0.1:${AUTH_PORT}` });

  // An editor's job opens the pull request, as "Ask the agent" does.
  const cookie = await sessionCookie('alpha');
  const headers = { cookie, origin: AUTH_ORIGIN, 'content-type': 'application/json' };
  const created = await fetch(`${AUTH_ORIGIN}/api/editor/jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt: '[[scenario:review-hostile]] Write the release notes.' }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  let prLink: string | null = null;
  await expect
    .poll(
      async () => {
        const job = (await (await fetch(`${AUTH_ORIGIN}/api/editor/jobs/${id}`, { headers })).json()) as {
          status: string;
          prLink: string | null;
        };
        prLink = job.prLink;
        return job.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  expect(prLink).toContain(`/pull/${EDITOR_PROJECT}/`);
  pr = { path: new URL(prLink!).pathname, jobId: id };
});

test.afterAll(async () => {
  worker?.kill();
  await llm?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const previewPath = (file: string) => `${pr.path}/preview?file=${encodeURIComponent(file)}`;

test('the preview route sends a sandbox CSP and markup with nothing that runs, to editors only', async () => {
  const editor = await fetch(`${AUTH_ORIGIN}${previewPath(HOSTILE_FILE)}`, { headers: { cookie: await sessionCookie('alpha') } });
  expect(editor.status).toBe(200);
  const csp = editor.headers.get('content-security-policy') ?? '';
  expect(csp.split('; ')).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]));
  const html = await editor.text();
  expect(html).toContain('What is new');
  expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);

  for (const viewer of ['beta', 'signedOut'] as const) {
    const cookie = await sessionCookie(viewer);
    const res = await fetch(`${AUTH_ORIGIN}${previewPath(HOSTILE_FILE)}`, { headers: cookie ? { cookie } : {} });
    expect(res.status, viewer).toBe(404);
    expect(await res.text(), viewer).not.toContain('What is new');
  }
  // Only files the pull request changes, and only pages.
  const cookie = await sessionCookie('alpha');
  for (const file of ['docs/index.mdx', 'docs/docs.json', '../../../etc/passwd', ''])
    expect((await fetch(`${AUTH_ORIGIN}${previewPath(file)}`, { headers: { cookie } })).status, file).toBe(404);
});

test('in the browser, the review page shows the changed lines and a preview of the hostile page in which nothing runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInWithPassword(page, 'alpha', '/alpha-page');
  await page.goto(pr.path);
  await page.waitForLoadState('load');

  const quickstart = page.getByRole('region', { name: 'docs/quickstart.mdx' });
  await expect(quickstart.getByTestId('diff')).toContainText('-Install it.');
  await expect(quickstart.getByTestId('diff')).toContainText('+Install it with npm.');
  const hostile = page.getByRole('region', { name: HOSTILE_FILE });
  await expect(hostile.getByTestId('diff')).toContainText("+<script>alert('script element')</script>");

  const preview = page.frameLocator(`iframe[title="Preview of ${HOSTILE_FILE}"]`);
  await expect(preview.getByRole('heading', { name: 'What is new' })).toBeVisible();
  await expect(preview.getByText('callouts')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'broken' })).toBeAttached();
  // The top page's load event waited for the frame and its image (whose onerror would have fired by then).
  expect(dialogs).toEqual([]);
  expect(hits).toEqual([]);

  // Opened on its own, the preview is the same inert document.
  const opened = await page.goto(previewPath(HOSTILE_FILE));
  expect(opened?.headers()['content-security-policy']).toContain('sandbox');
  await expect(page.getByRole('heading', { name: 'What is new' })).toBeVisible();
  // The `javascript:` link lost its address: clicking it goes nowhere.
  await page.getByText('Read more').click();
  await page.waitForLoadState('load');
  expect(dialogs).toEqual([]);
  expect(hits).toEqual([]);
});

test('in the browser, an editor sends a follow-up from the review page and it reaches the job', async ({ page }) => {
  await signInWithPassword(page, 'alpha', '/alpha-page');
  await page.goto(pr.path);
  const box = page.getByRole('region', { name: 'Follow up' });
  await box.getByLabel('Ask the agent for more changes on this pull request').fill('[[scenario:review-follow-up]] Mention pnpm.');
  await box.getByRole('button', { name: 'Send follow-up' }).click();
  await expect(box.getByTestId('follow-up-status')).toHaveText('completed', { timeout: 30_000 });
  await expect(box.getByText('Mention pnpm too')).toBeVisible();
  // The follow-up ran as the same job: the model was asked, and the job's summary is the new run's.
  expect(llm.requests.some((r) => r.scenario === 'review-follow-up')).toBe(true);
  const job = (await (
    await fetch(`${AUTH_ORIGIN}/api/editor/jobs/${pr.jobId}`, { headers: { cookie: await sessionCookie('alpha') } })
  ).json()) as { summary: string };
  expect(job.summary).toContain('Mention pnpm too');
  await page.reload();
  await expect(page.getByRole('region', { name: 'docs/quickstart.mdx' }).getByTestId('diff')).toContainText(
    '+Install it with npm or pnpm.',
  );
});

test('a reader outside the editors opening the link with its token sees the review but no follow-up box', async ({ page }) => {
  const prLink = (await (
    await fetch(`${AUTH_ORIGIN}/api/editor/jobs/${pr.jobId}`, { headers: { cookie: await sessionCookie('alpha') } })
  ).json()) as { prLink: string };
  await signInWithPassword(page, 'beta', '/beta/home');
  const link = new URL(prLink.prLink);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('region', { name: HOSTILE_FILE })).toBeVisible();
  await expect(page.frameLocator(`iframe[title="Preview of ${HOSTILE_FILE}"]`).getByRole('heading', { name: 'What is new' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Follow up' })).toHaveCount(0);
});
