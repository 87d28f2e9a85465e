import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { startFakeLlm, type FakeLlm } from '../../../test/agent/fake-llm';
import { addLocalProject, call, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { startWorker, type Worker } from '../worker/worker';

const env = useTempRuntime({ AGENT_MODEL_BASE_URL: 'http://127.0.0.1:9/v1' });
let llm: FakeLlm;
let app: AppServer;
let worker: Worker;
let token: string;
const P = '/v2/agent/acme';

beforeAll(async () => {
  llm = await startFakeLlm({
    steps: [
      { tool: 'read_file', args: { path: 'docs/quickstart.mdx' } },
      { tool: 'read_file', args: { path: 'docs/missing.mdx' } },
      { tool: 'write_file', args: { path: 'docs/steps.mdx', content: '# Steps\n' } },
      { tool: 'finish', args: { summary: 'Add steps page' } },
    ],
  });
  env.rt().env.modelBaseUrl = llm.baseUrl;
  token = (await addLocalProject(env.rt(), env.dir, 'acme')).token;
  app = await startAppServer();
  worker = startWorker(env.rt(), { id: 'events-worker' });
});
afterAll(async () => {
  await worker.stop(1000);
  await app.close();
  await llm.close();
  await env.cleanup();
});

describe('GET …/job/{id}/events (issue 15: the steps an editor watches)', () => {
  it('lists each tool call with the path it named and whether it worked, between the run events, and pages with after', async () => {
    const created = await call(app.url, 'POST', `${P}/job`, { token, body: { prompt: '[[scenario:steps]]' } });
    const id = created.json.id as string;
    await waitFor(async () => (await call(app.url, 'GET', `${P}/job/${id}`, { token })).json.status === 'completed', 20_000, 'the job');
    const all = await call(app.url, 'GET', `${P}/job/${id}/events`, { token });
    expect(all.status).toBe(200);
    const steps = all.json.events.map((e: { type: string; data: Record<string, unknown> }) =>
      e.type === 'tool' ? `${String(e.data.tool)} ${String(e.data.path)} ${String(e.data.ok)}` : e.type,
    );
    expect(steps).toEqual([
      'run_started',
      'read_file docs/quickstart.mdx true',
      'read_file docs/missing.mdx false',
      'write_file docs/steps.mdx true',
      'finish null true',
      'run_succeeded',
    ]);
    // No file contents in the events.
    expect(all.text).not.toContain('# Steps');
    const third = all.json.events[2].id;
    const rest = await call(app.url, 'GET', `${P}/job/${id}/events?after=${third}`, { token });
    expect(rest.json.events.map((e: { id: string }) => e.id)).toEqual(all.json.events.slice(3).map((e: { id: string }) => e.id));
    expect(rest.json.last).toBe(all.json.events.at(-1).id);
    const bad = await call(app.url, 'GET', `${P}/job/${id}/events?after=nope`, { token });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe('after');
    const anonymous = await call(app.url, 'GET', `${P}/job/${id}/events`);
    expect(anonymous.status).toBe(401);
  });
});
