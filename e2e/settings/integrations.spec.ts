import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 13, the docs.json keys that were "accepted but not acted on", on test/fixtures/settings-site:
 * the remaining `integrations` behind the `cookies` consent gate, `telemetry`, `seo.organization`
 * as JSON-LD, `iconType` and anchor `color`, and `markdown` in what AI tools read.
 */

// Vendor scripts live on other hosts and these machines reach loopback only: every other request
// is answered here, inside the browser, and remembered. The two widgets that start themselves once
// their script is there get a stand-in that records how they were started.
const STAND_INS: Record<string, string> = {
  'https://chat-assets.frontapp.com/v1/chat.bundle.js': 'window.FrontChat=function(){window.__frontchat=Array.from(arguments)};',
  'https://cdn.lr-ingest.com/LogRocket.min.js': 'window.LogRocket={init:function(id){window.__logrocket=id}};',
};

async function recordOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_INS[url] ?? '' });
    },
  );
  return outside;
}

/** The loader URL of every integration in the fixture's docs.json, with its configured id. */
const LOADERS = [
  'https://www.googletagmanager.com/gtag/js?id=G-FIXTURE1',
  'https://plausible.io/js/script.js',
  'https://us-assets.i.posthog.com/static/array.js',
  'https://assets.adobedtm.com/launch-ENfixture.min.js',
  'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js',
  'https://cdn.lr-ingest.com/LogRocket.min.js',
  'https://tag.clearbitscripts.com/v1/pk_fixture/tags.js',
  'https://widget.intercom.io/widget/icfixture1',
  'https://chat-assets.frontapp.com/v1/chat.bundle.js',
];

type Started = { intercom?: string; hightouch?: [string, string]; frontchat?: unknown[]; logrocket?: string };
const started = (page: Page): Promise<Started> =>
  page.evaluate(() => {
    const w = window as unknown as {
      intercomSettings?: { app_id: string };
      htevents?: { _writeKey: string; _loadOptions: { apiHost: string } };
      __frontchat?: unknown[];
      __logrocket?: string;
    };
    return {
      intercom: w.intercomSettings?.app_id,
      hightouch: w.htevents ? ([w.htevents._writeKey, w.htevents._loadOptions.apiHost] as [string, string]) : undefined,
      frontchat: w.__frontchat,
      logrocket: w.__logrocket,
    };
  });

test('cookies: without consent no integration script is requested; with the consent value in localStorage every one is, with its id', async ({
  page,
  context,
}) => {
  const outside = await recordOutside(context);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The loaders are on the page, inert until the reader consents.
  await expect(page.locator('head script[type="text/plain"][data-analytics="adobe"]')).toHaveAttribute(
    'src',
    'https://assets.adobedtm.com/launch-ENfixture.min.js',
  );
  expect(outside).toEqual([]);
  expect(await started(page)).toEqual({});

  await page.evaluate(() => localStorage.setItem('docs-consent', 'granted'));
  await page.reload();
  for (const url of LOADERS) await expect.poll(() => outside.includes(url), url).toBe(true);
  await expect
    .poll(() => started(page))
    .toEqual({
      intercom: 'icfixture1',
      hightouch: ['ht-fixture-key', 'eu-central-1.hightouch-events.com'],
      frontchat: ['init', { chatId: 'frontfixture1', useDefaultLauncher: true }],
      logrocket: 'fixture-org/docs',
    });
});

test('cookies: a consent cookie of that key and value starts the scripts too; another value does not', async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await recordOutside(context);
  await context.addCookies([{ name: 'docs-consent', value: 'denied', url: baseURL }]);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  await context.addCookies([{ name: 'docs-consent', value: 'granted', url: baseURL }]);
  await page.reload();
  for (const url of LOADERS) await expect.poll(() => outside.includes(url), url).toBe(true);
});

test('telemetry.enabled: false turns the page feedback off, as Mintlify does', async ({ page }) => {
  await page.goto('/social');
  await expect(page.locator('h1')).toHaveText('Social card');
  await expect(page.locator('.page-foot')).toHaveCount(1);
  await expect(page.locator('.feedback')).toHaveCount(0);
  await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
});

test('seo.organization: an Organization JSON-LD in the head, derived fields filled, a </script> in a value kept inside', async ({
  page,
}) => {
  await page.goto('/social');
  const scripts = page.locator('head script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  expect(JSON.parse((await scripts.textContent()) ?? '')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': 'https://docs.example.com/#organization',
    name: 'Settings fixture',
    legalName: 'Settings </script><script>window.__ldBroke=1</script> Inc.',
    url: 'https://example.com',
    logo: 'https://docs.example.com/logo/light.svg',
    sameAs: ['https://github.com/example'],
  });
  expect(await page.evaluate(() => (window as unknown as { __ldBroke?: number }).__ldBroke)).toBeUndefined();
});

test('iconType and color: the global anchor’s duotone icon in its light and dark colour; the solid navbar link icon is filled', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const anchorIcon = page.locator('#sidebar .sidebar-global').getByRole('link', { name: 'Community' }).locator('svg');
  await expect(anchorIcon).toHaveAttribute('data-icon-type', 'duotone');
  await expect(anchorIcon).toHaveAttribute('fill', 'currentColor');
  await expect(anchorIcon).toHaveAttribute('fill-opacity', '0.3');
  await expect(anchorIcon).toHaveCSS('color', 'rgb(180, 83, 9)');
  const navbarIcon = page.locator('.navbar-links').getByRole('link', { name: 'Blog' }).locator('svg');
  await expect(navbarIcon).toHaveAttribute('data-icon-type', 'solid');
  await expect(navbarIcon).toHaveAttribute('fill', 'currentColor');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(anchorIcon).toHaveCSS('color', 'rgb(56, 189, 248)');
});

const BLOCK = '> ## Agent Instructions\n> Cite the fixture version.\n> Prefer curl in examples.';

test('markdown.instructions end every page’s Markdown (.md and Accept: text/markdown) and head llms.txt and llms-full.txt', async ({
  request,
}) => {
  const twin = await request.get('/social.md');
  expect(twin.headers()['content-type']).toContain('text/markdown');
  expect((await twin.text()).endsWith(`\n\n${BLOCK}\n`)).toBe(true);
  const negotiated = await request.get('/social', { headers: { accept: 'text/markdown' } });
  expect(await negotiated.text()).toBe(await (await request.get('/social.md')).text());
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.startsWith(`${BLOCK}\n\n# `)).toBe(true);
  expect(full.split('## Agent Instructions').length).toBe(2);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Settings fixture\n\n> [^\n]+\n\n> ## Agent Instructions\n> Cite the fixture version\.\n/);
});

test('markdown.schema (on by default): an API page’s Markdown carries its operation’s OpenAPI document', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  const href = /## API reference\n\n- \[[^\]]+\]\(([^)]+\.md)\)/.exec(llms)?.[1];
  expect(href).toBeDefined();
  const markdown = await (await request.get(href!.replace(/^https?:\/\/[^/]+/, ''))).text();
  const json = /\n## OpenAPI\n\n```json\n([\s\S]+?)\n```\n/.exec(markdown)?.[1];
  // llms-full.txt leaves the document to the page's own Markdown.
  expect(await (await request.get('/llms-full.txt')).text()).not.toContain('## OpenAPI');
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    openapi: '3.1.0',
    paths: { '/widgets': { get: { summary: 'List every widget in the workspace' } } },
  });
});
