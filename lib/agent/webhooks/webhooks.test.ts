import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../../test/agent/app-server';
import { startFakeLlm, type FakeLlm, type Turn } from '../../../test/agent/fake-llm';
import { addLocalProject, call, useTempRuntime, waitFor } from '../../../test/agent/fixtures';
import { listWebhookDeliveries, enqueueWebhook } from '../store/webhooks';
import { startWorker, type Worker } from '../worker/worker';
import { inTx } from '../store/tx';
import { deliverDueWebhooks } from './deliver';
import { signatureHeader, verifySignature, webhookSecret } from './signature';

/** A receiver on loopback that records every request and answers with the next queued status. */
type Received = { headers: http.IncomingHttpHeaders; body: string };
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 204).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; statuses: number[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${port}/hooks/lectern`,
        received,
        statuses,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

const finish = (summary: string): Turn => ({ tool: 'finish', args: { summary } });
const SCENARIOS: Record<string, Turn[]> = {
  'add-page': [{ tool: 'write_file', args: { path: 'docs/hooks.mdx', content: '# Hooks\n' } }, finish('Add hooks page')],
  'add-other': [{ tool: 'write_file', args: { path: 'docs/other.mdx', content: '# Other\n' } }, finish('Add other page')],
};

const env = useTempRuntime({ AGENT_MODEL_BASE_URL: 'http://127.0.0.1:9/v1', AGENT_WEBHOOK_RETRY_BASE_MS: '50' });
let llm: FakeLlm;
let app: AppServer;
let worker: Worker;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const P = '/v2/agent/acme';

beforeAll(async () => {
  llm = await startFakeLlm(SCENARIOS);
  env.rt().env.modelBaseUrl = llm.baseUrl;
  token = (await addLocalProject(env.rt(), env.dir, 'acme')).token;
  receiver = await startReceiver();
  app = await startAppServer();
  worker = startWorker(env.rt(), { id: 'webhook-worker' });
});
afterAll(async () => {
  await worker.stop(1000);
  await app.close();
  await llm.close();
  await receiver.close();
  await env.cleanup();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.statuses.length = 0;
  env.rt().env.allowPrivateNetworkFetch = true;
});

const createJob = (scenario: string, webhookUrl: unknown) =>
  call(app.url, 'POST', `${P}/job`, { token, body: { prompt: `[[scenario:${scenario}]]`, webhookUrl } });

describe('completion webhooks (issue 15)', () => {
  it('POSTs a signed job.completed event with the finished job when the job completes', async () => {
    const created = await createJob('add-page', receiver.url);
    expect(created.status).toBe(201);
    await waitFor(() => receiver.received.length > 0, 20_000, 'the webhook');
    const [hit] = receiver.received;
    // The receiver's secret, as its operator gets it: from the CLI.
    const cli = spawnSync(process.execPath, [path.resolve('bin/lectern.mjs'), 'project', 'webhook-secret', 'acme'], {
      encoding: 'utf8',
      env: { ...process.env, LECTERN_DATA_DIR: env.rt().env.dataDir },
    });
    expect(cli.status, cli.stderr).toBe(0);
    const secret = cli.stdout.trim();
    expect(secret).toBe(webhookSecret(env.rt().env.dataDir, 'acme'));
    expect(verifySignature(secret, String(hit.headers['lectern-signature']), hit.body, Math.floor(Date.now() / 1000))).toBe(true);
    // Another project's secret, or a changed body, does not verify.
    expect(
      verifySignature(
        webhookSecret(env.rt().env.dataDir, 'other'),
        String(hit.headers['lectern-signature']),
        hit.body,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(false);
    expect(
      verifySignature(
        secret,
        String(hit.headers['lectern-signature']),
        hit.body.replace('completed', 'failed'),
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(false);
    const event = JSON.parse(hit.body);
    expect(hit.headers['lectern-event']).toBe('job.completed');
    expect(hit.headers['lectern-webhook-id']).toBe(event.id);
    expect(hit.headers['content-type']).toBe('application/json');
    expect(event.type).toBe('job.completed');
    expect(event.data.job).toMatchObject({ id: created.json.id, status: 'completed', summary: expect.stringContaining('Add hooks page') });
    expect(event.data.job.prLink).toMatch(/\/pull\/acme\/\d+/);
    // Exactly one event per completion.
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failing receiver with backoff, sending the same id and bytes each time', async () => {
    receiver.statuses.push(500, 503);
    const created = await createJob('add-other', receiver.url);
    await waitFor(() => receiver.received.length >= 3, 20_000, 'three attempts');
    const ids = new Set(receiver.received.map((r) => r.headers['lectern-webhook-id']));
    expect(ids.size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    const [delivery] = await waitFor(
      async () => {
        const rows = await listWebhookDeliveries(env.rt(), created.json.id);
        return rows[0]?.state === 'delivered' ? rows : undefined;
      },
      5000,
      'the delivery to be recorded',
    );
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, last_status: 204 });
  });

  it('refuses loopback, private and plain-http receiver URLs when private networks are not allowed (production)', async () => {
    env.rt().env.allowPrivateNetworkFetch = false;
    for (const url of [
      receiver.url,
      'https://127.0.0.1/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://2130706433/hook',
      'https://localhost/hook',
      'https://10.0.0.8/hook',
      'https://hooks.localhost/x',
    ]) {
      const res = await createJob('add-page', url);
      expect(res.status, url).toBe(400);
      expect(res.json.errors[0].field).toBe('webhookUrl');
    }
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/x', 42]) {
      const res = await createJob('add-page', url);
      expect(res.status, String(url)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('never connects to a loopback receiver at delivery time in production, and gives up at once', async () => {
    const created = await createJob('add-page', 'https://example.com/unused');
    expect(created.status).toBe(201);
    env.rt().env.allowPrivateNetworkFetch = false;
    const rt = env.rt();
    await inTx(rt, (t) => enqueueWebhook(t, { jobId: created.json.id, projectId: 'acme', url: receiver.url, event: 'job.completed' }));
    // The worker may pick the row up first: either way the outcome is the same.
    await deliverDueWebhooks(rt);
    const row = await waitFor(
      async () => (await listWebhookDeliveries(rt, created.json.id)).find((d) => d.url === receiver.url && d.state !== 'pending'),
      5000,
      'the refusal',
    );
    expect(row.state).toBe('failed');
    expect(row.last_error).toMatch(/private or loopback/);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('Lectern-Signature', () => {
  it('verifies only the signed body, with the signed timestamp, inside five minutes', () => {
    const now = 1_800_000_000;
    const header = signatureHeader('whsec_x', now, '{"a":1}');
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_x', header, '{"a":1}', now + 299)).toBe(true);
    expect(verifySignature('whsec_x', header, '{"a":1}', now + 301)).toBe(false);
    expect(verifySignature('whsec_x', header.replace('t=1800000000', 't=1800000100'), '{"a":1}', now)).toBe(false);
    expect(verifySignature('whsec_y', header, '{"a":1}', now)).toBe(false);
    expect(verifySignature('whsec_x', null, '{"a":1}', now)).toBe(false);
    expect(verifySignature('whsec_x', 't=x,v1=zz', '{"a":1}', now)).toBe(false);
  });
});
