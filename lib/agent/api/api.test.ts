import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { addLocalProject, call, useTempRuntime } from '../../../test/agent/fixtures';
import { createKey } from '../store/keys';
import { ensureOrg, insertProject } from '../store/projects';
import { claimIdempotencyKey } from '../store/idempotency';
import { setClock } from '../runtime';

const env = useTempRuntime({ AGENT_MODEL_BASE_URL: undefined });
let app: AppServer;
let token: string;
let otherToken: string;
const P = '/v2/agent/acme';

beforeAll(async () => {
  const rt = env.rt();
  ({ token } = await addLocalProject(rt, env.dir, 'acme'));
  await addLocalProject(rt, env.dir, 'other');
  await ensureOrg(rt, 'org_b');
  await insertProject(rt, { id: 'foreign', orgId: 'org_b', provider: 'local', repoUrl: env.dir, deploymentBranch: 'main', docsRoot: '.' });
  otherToken = (await createKey(rt, { orgId: 'org_default', projectIds: ['other'] })).token;
  app = await startAppServer();
});
afterAll(async () => {
  await app.close();
  await env.cleanup();
});

const expectProblem = (r: { status: number; headers: Headers; json: any }, status: number, code: string) => {
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toBe('application/problem+json');
  expect(r.json).toMatchObject({
    status,
    code,
    error: expect.any(String),
    title: expect.any(String),
    type: expect.any(String),
    requestId: expect.stringMatching(/^req_/),
  });
  expect(r.json.error).toBe(r.json.detail);
  expect(r.headers.get('x-request-id')).toBe(r.json.requestId);
};

describe('create and read (B18 1.1)', () => {
  it('creates a job: 201, Location, Mintlify fields', async () => {
    const r = await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'Document the CLI', extra: 'ignored' } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      status: 'active',
      prLink: null,
      archivedAt: null,
      model: 'scripted-model',
      summary: null,
      pendingMessages: 0,
      error: null,
      baseRef: 'main',
    });
    expect(Object.keys(r.json)).toEqual([
      'id',
      'status',
      'source',
      'model',
      'prLink',
      'createdAt',
      'archivedAt',
      'updatedAt',
      'baseRef',
      'summary',
      'pendingMessages',
      'error',
    ]);
    expect(r.json.id).toMatch(/^job_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(r.json.source).toEqual({ repository: expect.stringMatching(/^file:\/\/.*acme\.git$/), ref: `docs-agent/${r.json.id}` });
    expect(r.json.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(r.headers.get('location')).toBe(`${P}/job/${r.json.id}`);
    expect(r.headers.get('ratelimit-policy')).toBe('"agent";q=100;w=3600');
    const got = await call(app.url, 'GET', `${P}/job/${r.json.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.json).toEqual(r.json);
    expect(got.headers.get('cache-control')).toBe('no-store');
    const etag = got.headers.get('etag')!;
    const again = await call(app.url, 'GET', `${P}/job/${r.json.id}`, { token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('stores the prompt as given and lists it in messages', async () => {
    const prompt = '  keep my   spacing  ';
    const { json: job } = await call(app.url, 'POST', `${P}/job`, {
      token,
      raw: JSON.stringify({ prompt }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const r = await call(app.url, 'GET', `${P}/job/${job.id}/messages`, { token });
    expect(r.json).toEqual({
      messages: [{ id: expect.stringMatching(/^msg_/), role: 'user', content: prompt, runStatus: 'queued', createdAt: expect.any(String) }],
      nextCursor: null,
    });
  });

  it('lists jobs newest first with cursor pages and the v1 alias', async () => {
    for (let i = 0; i < 3; i++) await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: `p${i}` } });
    const all = await call(app.url, 'GET', `${P}/job?limit=100`, { token });
    const ids = all.json.jobs.map((j: { id: string }) => j.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await call(app.url, 'GET', `${P}/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token });
      expect(page.status).toBe(200);
      seen.push(...page.json.jobs.map((j: { id: string }) => j.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect([...ids].sort().reverse()).toEqual(ids);
  });
});

describe('validation and auth errors (B18 6)', () => {
  const cases: [string, () => Promise<any>, number, string, string?][] = [
    ['empty prompt', () => call(app.url, 'POST', `${P}/job`, { token, body: { prompt: '' } }), 400, 'validation_error', 'too_short'],
    [
      'whitespace prompt',
      () => call(app.url, 'POST', `${P}/job`, { token, body: { prompt: ' \n\t ' } }),
      400,
      'validation_error',
      'too_short',
    ],
    ['missing prompt', () => call(app.url, 'POST', `${P}/job`, { token, body: {} }), 400, 'validation_error', 'required'],
    ['wrong type', () => call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 42 } }), 400, 'validation_error', 'invalid_type'],
    [
      '32,001 characters',
      () => call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'é'.repeat(32_001) } }),
      400,
      'validation_error',
      'too_long',
    ],
    ['NUL', () => call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'a\u0000b' } }), 400, 'validation_error', 'invalid_character'],
    ['array body', () => call(app.url, 'POST', `${P}/job`, { token, body: ['x'] }), 400, 'validation_error', 'invalid_type'],
    ['invalid JSON', () => call(app.url, 'POST', `${P}/job`, { token, raw: '{"prompt":' }), 400, 'invalid_json'],
    [
      'body over 64 KiB',
      () => call(app.url, 'POST', `${P}/job`, { token, raw: JSON.stringify({ prompt: 'x'.repeat(70_000) }) }),
      413,
      'payload_too_large',
    ],
    ['missing key', () => call(app.url, 'POST', `${P}/job`, { body: { prompt: 'x' } }), 401, 'missing_api_key'],
    ['bad key', () => call(app.url, 'GET', `${P}/job`, { token: `lec_${'A'.repeat(43)}` }), 401, 'invalid_api_key'],
    ['malformed key', () => call(app.url, 'GET', `${P}/job`, { token: 'nope' }), 401, 'invalid_api_key'],
    ['basic scheme', () => call(app.url, 'GET', `${P}/job`, { headers: { authorization: `Basic ${token}` } }), 401, 'invalid_api_key'],
    ['other org project', () => call(app.url, 'GET', '/v2/agent/foreign/job', { token }), 404, 'project_not_found'],
    ['unknown project', () => call(app.url, 'GET', '/v2/agent/nope/job', { token }), 404, 'project_not_found'],
    ['key not allowed for project', () => call(app.url, 'GET', `${P}/job`, { token: otherToken }), 403, 'project_forbidden'],
    ['unknown job', () => call(app.url, 'GET', `${P}/job/job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A`, { token }), 404, 'job_not_found'],
    ['malformed job id', () => call(app.url, 'GET', `${P}/job/job_lowercase!`, { token }), 404, 'job_not_found'],
    ['wrong method', () => call(app.url, 'DELETE', `${P}/job`, { token }), 405, 'method_not_allowed'],
    [
      'unknown action under a job',
      () => call(app.url, 'GET', `${P}/job/job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A/mesage`, { token }),
      404,
      'route_not_found',
    ],
    ['bad cursor', () => call(app.url, 'GET', `${P}/job?cursor=abc`, { token }), 400, 'invalid_cursor'],
    ['bad limit', () => call(app.url, 'GET', `${P}/job?limit=0`, { token }), 400, 'validation_error'],
    ['bad status filter', () => call(app.url, 'GET', `${P}/job?status=done`, { token }), 400, 'validation_error'],
    [
      'bad idempotency key',
      () => call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'x' }, headers: { 'idempotency-key': 'a b' } }),
      400,
      'invalid_idempotency_key',
    ],
    ['PR merge without a key', () => call(app.url, 'POST', '/pull/acme/1/merge'), 401, 'missing_api_key'],
    ['PR action that does not exist', () => call(app.url, 'POST', '/pull/acme/1/reopen', { token }), 404, 'route_not_found'],
    ['PR that does not exist', () => call(app.url, 'POST', '/pull/acme/77/merge', { token }), 404, 'route_not_found'],
    [
      'unknown deployment',
      () => call(app.url, 'GET', '/v1/project/update-status/upd_01JD9Q4V1Z8K3M6T2R5W7X0Y9A', { token }),
      404,
      'deployment_not_found',
    ],
  ];
  it.each(cases)('%s', async (_name, send, status, code, fieldCode) => {
    const r = await send();
    expectProblem(r, status, code);
    if (fieldCode) expect(r.json.errors[0]).toMatchObject({ field: expect.any(String), code: fieldCode });
  });

  it('hides the PR merge route when test routes are off (production)', async () => {
    env.rt().env.enableTestRoutes = false;
    expectProblem(await call(app.url, 'POST', '/pull/acme/1/merge', { token }), 404, 'route_not_found');
    env.rt().env.enableTestRoutes = true;
  });

  it('sends WWW-Authenticate on 401s, with error= only for a bad key', async () => {
    const missing = await call(app.url, 'GET', `${P}/job`);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const bad = await call(app.url, 'GET', `${P}/job`, { token: 'x' });
    expect(bad.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
  });

  it('answers 405 with Allow on every route', async () => {
    const r = await call(app.url, 'PUT', `${P}/job/job_01JD9Q4V1Z8K3M6T2R5W7X0Y9A/archive`, { token });
    expectProblem(r, 405, 'method_not_allowed');
    expect(r.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await call(app.url, 'POST', `${P}/jobs`, { token })).headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('idempotency (B18 8)', () => {
  it('replays, rejects a different body with 422, and a concurrent duplicate with 409', async () => {
    const headers = { 'idempotency-key': 'create-1' };
    const first = await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'same' }, headers });
    const replay = await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'same' }, headers });
    expect(replay.status).toBe(201);
    expect(replay.json.id).toBe(first.json.id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expectProblem(
      await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'different' }, headers }),
      422,
      'idempotency_key_reused',
    );
    // Another process holds the key mid-request.
    const sha = createHash('sha256')
      .update(JSON.stringify({ prompt: 'same' }))
      .digest('hex');
    await claimIdempotencyKey(env.rt(), { orgId: 'org_default', projectId: 'acme', key: 'busy' }, `POST ${P}/job`, sha);
    expectProblem(
      await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'same' }, headers: { 'idempotency-key': 'busy' } }),
      409,
      'idempotency_key_in_use',
    );
  });

  it('forgets a key whose request failed validation, so it can be retried', async () => {
    const headers = { 'idempotency-key': 'retry-me' };
    expect((await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: '' }, headers })).status).toBe(400);
    expect((await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: 'fixed' }, headers })).status).toBe(201);
  });
});

describe('rate limit (B18 7)', () => {
  it('the 101st use in the hour is 429 with Retry-After and RateLimit headers; invalid requests are free', async () => {
    let now = Date.UTC(2030, 0, 1, 10, 0, 0);
    setClock(() => now);
    const rt = env.rt();
    await addLocalProject(rt, env.dir, 'limited');
    const key = (await createKey(rt, { orgId: 'org_default', projectIds: ['limited'] })).token;
    process.env.AGENT_MAX_QUEUED_RUNS_PER_PROJECT = '1000';
    rt.env.maxQueuedRunsPerProject = 1000;
    for (let i = 0; i < 100; i++) {
      const r = await call(app.url, 'POST', '/v2/agent/limited/job', { token: key, body: { prompt: `p${i}` } });
      expect(r.status).toBe(201);
      if (i % 30 === 0)
        expect((await call(app.url, 'POST', '/v2/agent/limited/job', { token: key, body: { prompt: ' ' } })).status).toBe(400);
    }
    const limited = await call(app.url, 'POST', '/v2/agent/limited/job', { token: key, body: { prompt: 'one too many' } });
    expectProblem(limited, 429, 'rate_limited');
    expect(limited.json.type).toBe('https://iana.org/assignments/http-problem-types#quota-exceeded');
    expect(limited.json['violated-policies']).toEqual(['agent']);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json.retryAfter).toBe(retryAfter);
    expect(limited.headers.get('ratelimit-policy')).toBe('"agent";q=100;w=3600');
    expect(limited.headers.get('ratelimit')).toBe(`"agent";r=0;t=${retryAfter}`);
    // Messages share the bucket.
    const jobs = await call(app.url, 'GET', '/v2/agent/limited/job?limit=1', { token: key });
    expect(
      (await call(app.url, 'POST', `/v2/agent/limited/job/${jobs.json.jobs[0].id}/message`, { token: key, body: { prompt: 'x' } })).status,
    ).toBe(429);
    // Reads have their own policy.
    expect(jobs.headers.get('ratelimit-policy')).toBe('"read";q=600;w=60');
    // Two windows later the quota is back.
    now += 2 * 3600_000;
    expect((await call(app.url, 'POST', '/v2/agent/limited/job', { token: key, body: { prompt: 'later' } })).status).toBe(201);
    setClock(Date.now);
  });

  it('caps queued runs per project with 429 too_many_active_jobs', async () => {
    const rt = env.rt();
    await addLocalProject(rt, env.dir, 'queue');
    const key = (await createKey(rt, { orgId: 'org_default', projectIds: ['queue'] })).token;
    rt.env.maxQueuedRunsPerProject = 3;
    for (let i = 0; i < 3; i++)
      expect((await call(app.url, 'POST', '/v2/agent/queue/job', { token: key, body: { prompt: 'x' } })).status).toBe(201);
    expectProblem(await call(app.url, 'POST', '/v2/agent/queue/job', { token: key, body: { prompt: 'x' } }), 429, 'too_many_active_jobs');
    rt.env.maxQueuedRunsPerProject = 1000;
  });
});
