import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted model answer (docs/agent-api.md "Testing the API offline"): tool calls, final text, an HTTP fault, or a delay first. */
export type Turn =
  | { tool: string; args: object | string }
  | { tools: { tool: string; args: object | string }[] }
  | { text: string }
  | { status: number; body?: string; retryAfter?: number; once?: boolean; then?: Turn }
  | { delayMs: number; then: Turn; once?: boolean };

export type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: any; scenario: string | null; turn: number };

export type FakeLlm = { baseUrl: string; requests: RecordedRequest[]; scenarios: Record<string, Turn[]>; close(): Promise<void> };

const MARKER = /\[\[scenario:([\w-]+)\]\]/;

/**
 * A scripted OpenAI-compatible server on 127.0.0.1 for tests. The `[[scenario:name]]` marker in
 * the last user message picks the script; the number of assistant messages after that message
 * picks the turn, so concurrent jobs never interfere. Every request is recorded for assertions.
 */
export async function startFakeLlm(scenarios: Record<string, Turn[]>): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  const usedOnce = new Set<string>();
  let callId = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'GET' && req.url?.endsWith('/models'))
      return send(res, 200, { object: 'list', data: [{ id: 'scripted', object: 'model' }] });
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return send(res, 404, { error: { message: 'not found' } });
    const body = JSON.parse(text);
    const messages: { role: string; content: unknown }[] = body.messages ?? [];
    const lastUser = messages.map((m) => m.role).lastIndexOf('user');
    const userText = lastUser >= 0 ? contentText(messages[lastUser].content) : '';
    const scenario = MARKER.exec(userText)?.[1] ?? null;
    const turn = messages.slice(lastUser + 1).filter((m) => m.role === 'assistant').length;
    requests.push({ path: req.url, headers: req.headers, body, scenario, turn });
    let step: Turn = (scenario && scenarios[scenario]?.[turn]) || { text: 'Nothing to do.' };
    while ('delayMs' in step) {
      const key = `${scenario}:${turn}`;
      const delay = step.delayMs;
      if (!step.once || !usedOnce.has(key)) {
        usedOnce.add(key);
        await new Promise((r) => setTimeout(r, delay));
        if (res.destroyed) return;
      }
      step = step.then;
    }
    if ('status' in step && step.once && step.then && usedOnce.has(`${scenario}:${turn}:fault`)) step = step.then;
    if ('status' in step) {
      usedOnce.add(`${scenario}:${turn}:fault`);
      const headers: Record<string, string> = step.retryAfter ? { 'retry-after': String(step.retryAfter) } : {};
      return send(res, step.status, step.body ? JSON.parse(step.body) : { error: { message: `scripted ${step.status}` } }, headers);
    }
    const calls = 'tools' in step ? step.tools : 'tool' in step ? [step] : [];
    const message = {
      role: 'assistant',
      content: 'text' in step ? step.text : null,
      tool_calls: calls.length
        ? calls.map((c) => ({
            id: `call_${++callId}`,
            type: 'function',
            function: { name: c.tool, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) },
          }))
        : undefined,
    };
    send(res, 200, {
      id: `chatcmpl-${callId}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message, finish_reason: calls.length ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    scenarios,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p?.text === 'string' ? p.text : '')).join('');
  return '';
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
