import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './fixtures';

/**
 * The API reference of the own site's demo API (content/openapi/lectern-demo.yaml), whose
 * deprecated echo endpoint has every parameter location, a oneOf body and a recursive schema.
 * Galaxy's pages are covered server-side in components/openapi/reference.test.ts.
 */
const ECHO = '/api-reference/echo/echo-into-a-resource';
const JSON_PAGE = '/api-reference/media/get-a-json-document';
const field = (id: string) => `[id="${id}"]`;

test('an endpoint page shows every parameter location, its deprecated label and sidebar badges', async ({ page }) => {
  await page.goto(ECHO);
  await expect(page.locator('h1')).toHaveText('Echo into a resource');
  await expect(page.locator('.oa-endpoint-bar')).toContainText('POST/demo-api/echo/{resource}');
  await expect(page.locator('.oa-labels [data-deprecated]')).toHaveText('Deprecated');
  for (const [location, name] of [
    ['path', 'resource'],
    ['query', 'q'],
    ['header', 'X-Request-Id'],
    ['cookie', 'theme'],
  ]) {
    const section = page.locator(`section[data-location="${location}"]`);
    await expect(section).toBeVisible();
    await expect(section.locator(field(name))).toBeVisible();
  }
  const entry = page.locator(`.sidebar a[href="${ECHO}"]`);
  await expect(entry.locator('b.method-post')).toHaveText('POST');
  await expect(entry.locator('.is-deprecated')).toHaveText('Echo into a resource');
  await expect(page.locator('.sidebar a[href="/api-reference/upload-received"] b.method-hook')).toHaveText('HOOK');
});

test('a oneOf body switches between its titled options; the recursive schema shows its marker', async ({ page }) => {
  await page.goto(ECHO);
  const body = page.locator('section[data-part="body"]');
  const choices = body.locator('.oa-choices').first();
  await expect(choices.getByRole('tab', { name: 'Person' })).toHaveAttribute('aria-selected', 'true');
  await expect(body.locator(field('email'))).toBeVisible();
  await expect(body.locator(field('employees'))).toBeHidden();

  await choices.getByRole('tab', { name: 'Organisation' }).click();
  await expect(body.locator(field('employees'))).toBeVisible();
  await expect(body.locator(field('email'))).toBeHidden();

  await choices.getByRole('tab', { name: 'Person' }).click();
  const interests = body.locator(field('interests'));
  await interests.getByText('Show item fields').click();
  await expect(interests.locator('[id="interests[].children"] .oa-recursive')).toBeVisible();
  await expect(interests.locator('[id="interests[].children"] .oa-recursive')).toContainText('recursive');
});

test('a parameter anchor link scrolls to it and copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(ECHO);
  const theme = page.locator(field('theme'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(theme).not.toBeInViewport();
  // A click from script: Playwright's own click would scroll the link (and so the field) into view first.
  await page.locator('a.anchor-link-copy[href="#theme"]').evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(/#theme$/);
  await expect(theme).toBeInViewport();

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await theme.hover();
  await theme.getByRole('link', { name: 'Link to theme' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${page.url().split('#')[0]}#theme`);
});

test('a link to a field inside a collapsed level or an inactive option opens it', async ({ page }) => {
  await page.goto(`${ECHO}#interests[].children`);
  const children = page.locator(field('interests[].children'));
  await expect(children).toBeInViewport();
  await expect(children.locator('.oa-recursive')).toBeVisible();
  // Chromium opens a closed <details> for a fragment by itself; an inactive tab needs our script.
  await hydrated(page.getByRole('tab', { name: 'Organisation' }));

  // `employees` belongs to the Organisation option, which is not the one shown first.
  await page.goto(`${ECHO}#employees`);
  await expect(page.locator(field('employees'))).toBeInViewport();
  await expect(page.getByRole('tab', { name: 'Organisation' }).first()).toHaveAttribute('aria-selected', 'true');
});

test('the code-sample language switch works and is remembered on the next page', async ({ page }) => {
  await page.goto(JSON_PAGE);
  // The operation's description is the page's meta description (what search engines show).
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Returns a small JSON document: one book, with a nested author.',
  );
  // One request sample: the playground's, which follows its inputs (the server-rendered one is its
  // stand-in until the playground has loaded). Hand-written samples (x-codeSamples) come first.
  const samples = page.locator('[data-part="request-sample"]');
  const language = samples.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option:checked')).toHaveText('HTTPie');
  await expect(samples.locator('.pg-code-source')).toContainText('http localhost:3000/demo-api/json');
  await expect(page.locator('[data-part="code-samples"]')).toBeHidden();

  await language.selectOption({ label: 'Python' });
  await expect(samples.locator('.pg-code-source')).toContainText('requests.get("http://localhost:3000/demo-api/json"');
  await expect(samples.locator('.pg-code-source')).toHaveCount(1);

  await page.goto('/api-reference/behaviour/respond-slowly');
  const next = page.locator('[data-part="request-sample"]');
  await expect(next.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText('Python');
  await expect(next.locator('.pg-code-source')).toContainText('requests.get("http://localhost:3000/demo-api/slow"');
});

test('example responses switch by status, and named examples are selectable', async ({ page }) => {
  await page.goto('/api-reference/behaviour/fail-on-demand');
  const examples = page.locator('[data-part="responses"].oa-card');
  const visible = examples.locator('pre:visible');
  await expect(visible).toContainText('"status": 404');
  await examples.getByRole('combobox', { name: 'Example' }).first().selectOption({ label: "418 I'm a teapot" });
  await expect(visible).toContainText('"status": 418');
  await examples.getByRole('tab', { name: '5XX' }).click();
  await expect(visible).toContainText('"status": 500');
});

test('schema pages render the tree and an example', async ({ page }) => {
  await page.goto('/api-reference/schemas/category');
  await expect(page.locator('.oa-endpoint-bar')).toContainText('SCHEMA');
  await expect(page.locator(field('children'))).toBeVisible();
  await expect(page.locator('[data-part="example"] pre')).toContainText('"name"');
});

test('the spec is downloadable at its path with its content type; other JSON is not served', async ({ page, request }) => {
  await page.goto(JSON_PAGE);
  await expect(page.locator('.oa-spec-link a')).toHaveAttribute('href', '/openapi/lectern-demo.yaml');
  const source = readFileSync('content/openapi/lectern-demo.yaml', 'utf8');
  for (const url of ['/openapi/lectern-demo.yaml', '/content/openapi/lectern-demo.yaml']) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/yaml');
    expect(await response.text()).toBe(source);
  }
  for (const url of ['/docs.json', '/package.json', '/tsconfig.json']) expect((await request.get(url)).status()).toBe(404);
});

test('an audio, video or image example given as the file’s address is drawn as the media, loaded only on demand', async ({ page }) => {
  for (const [url, tag, src] of [
    ['/api-reference/media/get-a-wav-audio-clip', 'audio', '/demo-api/audio'],
    ['/api-reference/media/get-a-webm-video', 'video', '/demo-api/video'],
  ] as const) {
    await page.goto(url);
    const media = page.locator(`[data-part="responses"] .oa-example-media ${tag}`);
    await expect(media).toHaveAttribute('src', src);
    await expect(media).toHaveAttribute('preload', 'none');
    // The player works: once asked for its metadata, it loads the clip from that address.
    await media.evaluate((el: HTMLMediaElement) => {
      el.preload = 'metadata';
      el.load();
    });
    await expect
      .poll(() => media.evaluate((el: HTMLMediaElement) => (el.readyState >= 1 ? el.duration : 0)), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
  await page.goto('/api-reference/media/get-a-png-image');
  const img = page.locator('[data-part="responses"] .oa-example-media img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});
