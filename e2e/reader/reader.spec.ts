import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { READER_DATA_DIR, READER_EDIT_URL, READER_PORT } from '../../playwright.reader.config';
import { expect, test } from '../fixtures';

/**
 * Issue 13, reader features, on test/fixtures/reader-site as a reader sees them (next start, Chromium).
 */
const ORIGIN = `http://127.0.0.1:${READER_PORT}`;
const FIXTURE = 'test/fixtures/reader-site';

test('"Last updated" is the date of the page file\'s last commit, from git', async ({ page }) => {
  const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', path.join(FIXTURE, 'index.mdx')], { encoding: 'utf8' }).trim();
  expect(committed, 'the fixture page is committed (git history is the source under test)').not.toBe('');
  await page.goto('/');
  const time = page.locator('.last-updated time');
  await expect(page.locator('.last-updated')).toContainText('Last updated on');
  expect(new Date((await time.getAttribute('datetime'))!).getTime()).toBe(new Date(committed).getTime());
  const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(committed),
  );
  await expect(time).toHaveText(day);
});

test('"Last updated" follows frontmatter: lastUpdatedDate overrides git, timestamp: false hides it', async ({ page }) => {
  await page.goto('/dated');
  await expect(page.locator('.last-updated')).toHaveText('Last updated on May 1, 2024');
  await page.goto('/undated');
  await expect(page.locator('article h1')).toHaveText('An undated page');
  await expect(page.locator('.last-updated')).toHaveCount(0);
});

test('"Edit this page" links to the page file under LECTERN_EDIT_URL', async ({ page }) => {
  await page.goto('/dated');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', `${READER_EDIT_URL}dated.mdx`);
});

test('a thumbs-down with a comment is stored and listed by `lectern feedback`, also as CSV', async ({ page }) => {
  const comment = `Missing an example ${Date.now()}`;
  await page.goto('/undated');
  await page.getByRole('button', { name: 'No' }).click();
  await page.getByLabel('What was missing or wrong? (optional)').fill(comment);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your feedback!' })).toBeVisible();
  const env = { ...process.env, LECTERN_DATA_DIR: READER_DATA_DIR };
  const list = execFileSync(process.execPath, ['bin/lectern.mjs', 'feedback'], { encoding: 'utf8', env });
  expect(list).toContain(`not helpful  /undated  "${comment}"`);
  const csv = execFileSync(process.execPath, ['bin/lectern.mjs', 'feedback', '--csv'], { encoding: 'utf8', env });
  expect(csv.split('\r\n')[0]).toBe('created_at,page,helpful,comment');
  expect(csv).toMatch(new RegExp(`\\r\\n[0-9T:.-]+Z,/undated,no,${comment}\\r\\n`));
});

test('feedback refuses bad input with problem+json 400, a missing page with 404, a flood with 429', async ({ request }) => {
  // A client address of its own (the last X-Forwarded-For entry), so the browser test above is not limited.
  const post = (data: unknown, ip = '203.0.113.7') => request.post('/api/feedback', { data, headers: { 'x-forwarded-for': ip } });
  for (const bad of [
    { page: '/dated', helpful: 'yes' },
    { page: 'dated', helpful: true },
    { page: '/dated', helpful: true, comment: 'x'.repeat(2001) },
    [1],
  ]) {
    const response = await post(bad);
    expect([JSON.stringify(bad).slice(0, 40), response.status(), response.headers()['content-type']]).toEqual([
      JSON.stringify(bad).slice(0, 40),
      400,
      'application/problem+json',
    ]);
    expect((await response.json()).code).toBe('validation_error');
  }
  const notJson = await request.post('/api/feedback', {
    data: Buffer.from('{not json'),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
  });
  expect([notJson.status(), (await notJson.json()).code]).toEqual([400, 'invalid_json']);
  const missing = await post({ page: '/no-such-page', helpful: true }, '203.0.113.9');
  expect([missing.status(), missing.headers()['content-type']]).toEqual([404, 'application/problem+json']);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await post({ page: '/dated', helpful: true }, '203.0.113.10')).status());
  expect(statuses).toEqual([...Array(10).fill(201), 429]);
});

test('the contextual menu copies the page as Markdown, links to its Markdown, ChatGPT and Claude, copies the MCP URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await page.goto('/dated');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '# A dated page\n\nThe frontmatter says when this page last changed: May 1, 2024, whatever git says.\n',
  );
  await page.getByRole('button', { name: 'More page actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([/View as Markdown/, /Open in ChatGPT/, /Open in Claude/, /Copy MCP server URL/]);
  await expect(menu.getByRole('menuitem', { name: /View as Markdown/ })).toHaveAttribute('href', '/dated.md');
  const prompt = encodeURIComponent(`Read ${ORIGIN}/dated so I can ask questions about it.`);
  await expect(menu.getByRole('menuitem', { name: /Open in ChatGPT/ })).toHaveAttribute(
    'href',
    `https://chatgpt.com/?hints=search&q=${prompt}`,
  );
  await expect(menu.getByRole('menuitem', { name: /Open in Claude/ })).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
  await menu.getByRole('menuitem', { name: /Copy MCP server URL/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'MCP server URL copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}/mcp`);
  const markdown = await page.request.get('/dated.md');
  expect(markdown.headers()['content-type']).toContain('text/markdown');
});

test("the changelog's RSS feed is valid XML with one item per <Update>, linked from the page", async ({ page }) => {
  await page.goto('/changelog');
  await expect(page.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/changelog/rss.xml');
  const response = await page.request.get('/changelog/rss.xml');
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        description: item.querySelector('description')?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.items.map((i) => i.title)).toEqual(['2025-06-01', '2025-05-01', 'Early days']);
  expect(feed.items[0].link).toMatch(/\/changelog#2025-06-01$/);
  expect(feed.items[0].description).toBe('Version 2.0\n\nA new reader experience.');
  expect(feed.items[1].description).toContain('Faster search & better escaping.');
  expect((await page.request.get('/dated/rss.xml')).status()).toBe(404);
});

test('docs.json fonts: the page text uses the configured family, loaded from the docs folder, at its weight', async ({ page }) => {
  await page.goto('/');
  const font = await page.evaluate(async () => {
    const loaded = await document.fonts.load('16px "Fixture Sans"');
    const style = getComputedStyle(document.querySelector('article p')!);
    return { family: style.fontFamily, weight: style.fontWeight, loaded: loaded.length };
  });
  expect(font.family.split(',')[0].trim().replace(/["']/g, '')).toBe('Fixture Sans');
  expect(font.weight).toBe('450');
  expect(font.loaded, 'the @font-face from fonts.source loaded').toBeGreaterThan(0);
});

test('the footer shows footer.links columns and footer.socials', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('navigation', { name: 'Product' }).getByRole('link')).toHaveText(['Changelog', 'Status']);
  await expect(footer.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/changelog');
  await expect(footer.getByRole('link', { name: 'Status' })).toHaveAttribute('href', 'https://status.example.com');
  await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About' })).toHaveAttribute(
    'href',
    'https://example.com/about',
  );
  const socials = footer.getByRole('navigation', { name: 'Social links' });
  await expect(socials.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/example/reader-fixture');
  await expect(socials.getByRole('link', { name: 'X', exact: true })).toHaveAttribute('href', 'https://x.com/example');
});

test('Accept: text/markdown on a page URL answers with its Markdown; a browser still gets HTML', async ({ request }) => {
  const markdown = await request.get('/dated', { headers: { accept: 'text/markdown' } });
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await markdown.text()).toContain('# A dated page');
  const home = await request.get('/', { headers: { accept: 'text/markdown, text/plain;q=0.5' } });
  expect(await home.text()).toMatch(/^# Reader fixture/);
  const html = await request.get('/dated', { headers: { accept: 'text/html,application/xhtml+xml' } });
  expect(html.headers()['content-type']).toContain('text/html');
});

test('llms-full.txt holds every page as Markdown', async ({ request }) => {
  const text = await (await request.get('/llms-full.txt')).text();
  for (const title of ['# Reader fixture', '# A dated page', '# An undated page', '# Changelog']) expect(text).toContain(title);
  expect(text).toContain('The frontmatter says when this page last changed');
});

test('an MCP client from the SDK lists the tools, searches and reads a page', async () => {
  const client = new Client({ name: 'lectern-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${ORIGIN}/mcp`)));
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(['read_page', 'search_docs']);
  const search = await client.callTool({ name: 'search_docs', arguments: { query: 'frontmatter' } });
  const results = (search.structuredContent as { results: { path: string }[] }).results;
  expect(results.map((r) => r.path)).toContain('/dated');
  const read = await client.callTool({ name: 'read_page', arguments: { path: '/dated' } });
  expect((read.content as { text: string }[])[0].text).toContain('# A dated page');
  await client.close();
});

test('errors.404: the 404 page shows the title and the Markdown description of docs.json', async ({ page }) => {
  (page as unknown as { allow404: boolean }).allow404 = true;
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Lost in the stacks');
  const description = page.locator('.not-found-description');
  await expect(description.getByRole('link', { name: 'changelog' })).toHaveAttribute('href', '/changelog');
  await expect(description.locator('strong')).toHaveText('go home');
});
