import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, playgroundJson, test } from './fixtures';

// Issue 16, items 2 and 3: environments and variables, values that persist, history. Against
// `next start` of the own site; the echo of its demo API shows what arrived.
const ECHO = '/api-reference/echo/echo-a-request';

/** Open the echo's page; `thisSite` picks the demo spec's "/" server (its first is port 3000). */
async function open(page: Page, { thisSite = false } = {}) {
  await page.goto(ECHO);
  await expect(page.locator('.playground form.pg')).toBeVisible();
  if (thisSite) await page.locator('#pg-server').selectOption({ label: '/ — This Lectern site, at whatever address it runs' });
}

/** Send, then the JSON the echo returned (as the playground shows it). */
async function sendAndRead(page: Page, button = page.getByRole('button', { name: 'Send', exact: true })): Promise<Record<string, any>> {
  await button.click();
  return playgroundJson(page);
}

/** A new environment with the given variables (name → value). */
async function defineEnvironment(page: Page, name: string, variables: [string, string][]) {
  await page.getByRole('button', { name: 'New environment' }).click();
  await page.getByLabel('Environment name').fill(name);
  for (const [i, [key, value]] of variables.entries()) {
    if (i > 0) await page.getByRole('button', { name: '+ Add variable' }).click();
    await page.getByLabel(`Variable ${i + 1} name`).fill(key);
    await page.getByLabel(`Variable ${i + 1} value`).fill(value);
  }
}

test('a variable in the server URL and in a header arrives substituted; the code sample sends the same', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await open(page);
  await defineEnvironment(page, 'sandbox', [
    ['baseUrl', origin],
    ['requestId', 'req-from-env'],
    ['word', 'hush'],
  ]);
  await page.locator('#pg-server').selectOption({ label: 'Custom URL…' });
  await page.getByLabel('Custom base URL').fill('{{baseUrl}}');
  await page.locator('#pg-param-header-X-Request-Id').fill('{{requestId}}');
  await page.locator('#pg-param-query-q').fill('{{word}}');
  await expect(page.locator('.pg-url')).toHaveText(`${origin}/demo-api/echo?q=hush&tags=red`);

  const sent = await sendAndRead(page);
  expect(sent.headers.host).toBe(new URL(baseURL!).host);
  expect(sent.headers['x-request-id']).toBe('req-from-env');
  expect(sent.query.q).toBe('hush');

  // The cURL sample shows the substituted values, and running it gets what Send got.
  await page.locator('[data-part="request-sample"]').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'cURL' });
  const curl = await page.locator('.pg-code-source').innerText();
  expect(curl).toContain(`${origin}/demo-api/echo?q=hush&tags=red`);
  expect(curl).toContain('X-Request-Id: req-from-env');
  expect(curl).not.toContain('{{');
  const viaCurl = JSON.parse(execFileSync('bash', ['-c', curl], { encoding: 'utf8' }));
  for (const key of ['method', 'path', 'query'] as const) expect(viaCurl[key], key).toEqual(sent[key]);
  expect(viaCurl.headers['x-request-id']).toBe('req-from-env');

  // A secret variable is masked on the page and still sent.
  await page.getByLabel('Variable 3 is secret').check();
  await expect(page.getByLabel('Variable 3 value')).toHaveAttribute('type', 'password');
  await expect(page.locator('.pg-url')).toHaveText(`${origin}/demo-api/echo?q=••••••&tags=red`);
  await expect(page.locator('.pg-code-source')).not.toContainText('hush');
  expect((await sendAndRead(page)).query.q).toBe('hush');

  // An unknown variable is named, and sent as written.
  await page.locator('#pg-param-header-X-Request-Id').fill('{{nope}}');
  await expect(page.locator('.pg-note[role="status"]')).toContainText('{{nope}} is not defined');
});

test('after a reload with "remember" on, the values are still there; with it off, they are gone', async ({ page }) => {
  await open(page);
  await defineEnvironment(page, 'sandbox', [['requestId', 'kept-id']]);
  await page.locator('#pg-param-query-q').fill('kept value');
  await page.locator('#pg-param-header-X-Request-Id').fill('{{requestId}}');
  await page.getByLabel('Remember on this device').check();

  await page.reload();
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await expect(page.getByLabel('Remember on this device')).toBeChecked();
  await expect(page.locator('#pg-param-query-q')).toHaveValue('kept value');
  await expect(page.locator('#pg-param-header-X-Request-Id')).toHaveValue('{{requestId}}');
  await expect(page.locator('#pg-env option:checked')).toHaveText('sandbox');
  await expect(page.getByLabel('Variable 1 value')).toHaveValue('kept-id');
  // Kept on the device: a new tab (a new browser session) finds them too.
  const other = await page.context().newPage();
  await open(other);
  await expect(other.locator('#pg-param-query-q')).toHaveValue('kept value');
  await other.close();

  await page.getByLabel('Remember on this device').uncheck();
  await page.reload();
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await expect(page.getByLabel('Remember on this device')).not.toBeChecked();
  await expect(page.locator('#pg-param-query-q')).not.toHaveValue('kept value');
  await expect(page.locator('#pg-param-header-X-Request-Id')).not.toHaveValue('{{requestId}}');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lectern.playground')))).toEqual([]);
});

test('history: three sends, a reload, then sending the second one again repeats that request; Clear forgets it all', async ({ page }) => {
  await open(page, { thisSite: true });
  await page.getByLabel('Remember on this device').check();
  for (const word of ['one', 'two', 'three']) {
    await page.locator('#pg-param-query-q').fill(word);
    expect((await sendAndRead(page)).query.q).toBe(word);
  }
  await page.reload();
  await expect(page.locator('.playground form.pg')).toBeVisible();
  const entries = page.locator('.pg-history li');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toContainText('q=two');
  await expect(entries.nth(1).locator('.pg-history-status')).toHaveText('200');

  // The reader's current input differs; sending entry two again sends entry two's request.
  await page.locator('#pg-param-query-q').fill('something else');
  const again = await sendAndRead(page, entries.nth(1).getByRole('button', { name: 'Send again' }));
  expect(again.query.q).toBe('two');
  await expect(page.locator('#pg-param-query-q')).toHaveValue('two');
  await expect(entries).toHaveCount(4);

  // Open restores an entry's inputs without sending.
  await entries.nth(3).getByRole('button', { name: 'Open' }).click();
  await expect(page.locator('#pg-param-query-q')).toHaveValue('one');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(entries).toHaveCount(0);
  await expect(page.getByLabel('Remember on this device')).not.toBeChecked();
  await page.reload();
  await expect(page.locator('.playground form.pg')).toBeVisible();
  await expect(page.locator('.pg-history li')).toHaveCount(0);
  await expect(page.locator('#pg-param-query-q')).not.toHaveValue('one');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lectern.playground')))).toEqual([]);
});
