import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../test/agent/app-server';
import { addLocalProject, useTempRuntime } from '../../test/agent/fixtures';
import { relay } from './relay';
import { callUpstream, getUpstream } from './upstream';

/**
 * The editor routes' upstream when it is another server (issue 15): here a second Lectern's agent
 * API (the real route files over real HTTP, its own database and its own key), reached with
 * `LECTERN_AGENT_UPSTREAM_URL` + `LECTERN_AGENT_UPSTREAM_KEY`, and its answers as the editor's
 * browser gets them (relay).
 */
const remote = useTempRuntime({ AGENT_RATE_LIMIT_AGENT: '2/3600' });
let app: AppServer;
let key: string;

beforeAll(async () => {
  key = (await addLocalProject(remote.rt(), remote.dir, 'docs')).token;
  app = await startAppServer();
});
afterAll(async () => {
  await app.close();
  await remote.cleanup();
});

const upstreamEnv = (over: Record<string, string> = {}) => ({
  LECTERN_AGENT_UPSTREAM_URL: `${app.url}/`,
  LECTERN_AGENT_UPSTREAM_KEY: key,
  LECTERN_AGENT_PROJECT: 'docs',
  ...over,
});

describe('a remote agent upstream', () => {
  it('creates and reads jobs on the remote server with its key', async () => {
    const up = getUpstream(upstreamEnv())!;
    expect(up.remote).toBe(true);
    const created = relay(await callUpstream(up, 'POST', '/job', { prompt: 'Fix the quickstart.' }));
    expect(created.status).toBe(201);
    const job = await created.json();
    expect(job.id).toMatch(/^job_/);
    const read = relay(await callUpstream(up, 'GET', `/job/${job.id}`));
    expect((await read.json()).id).toBe(job.id);
  });

  it('turns the remote 429 into a message that says when to retry, keeping Retry-After', async () => {
    const up = getUpstream(upstreamEnv())!;
    let res: Response | undefined;
    for (let i = 0; i < 3; i++) res = relay(await callUpstream(up, 'POST', '/job', { prompt: `Job ${i}` }));
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res!.json()).detail).toMatch(/try again in \d+ seconds/);
  });

  it('says the site is misconfigured when the remote refuses its key, and names neither the URL nor the key', async () => {
    const up = getUpstream(upstreamEnv({ LECTERN_AGENT_UPSTREAM_KEY: `lec_${'x'.repeat(43)}` }))!;
    const res = relay(await callUpstream(up, 'GET', '/job'));
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text).code).toBe('upstream_auth');
    expect(text).not.toContain(app.url);
    expect(text).not.toContain('x'.repeat(43));
  });

  it('answers 502 without the address when the remote cannot be reached, and refuses a URL without a key', async () => {
    const up = getUpstream(upstreamEnv({ LECTERN_AGENT_UPSTREAM_URL: 'http://127.0.0.1:9' }))!;
    const res = relay(await callUpstream(up, 'GET', '/job'));
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.code).toBe('upstream_unavailable');
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    expect(getUpstream({ LECTERN_AGENT_UPSTREAM_URL: app.url })).toBeUndefined();
  });
});
