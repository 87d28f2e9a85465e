import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePull = {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
};

export type FakeGithub = {
  apiUrl: string;
  pulls: FakePull[];
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
};

/**
 * A loopback stand-in for the GitHub REST endpoints the provider uses (docs/agent-api.md "Repository providers"):
 * list, create, get and update pull requests of one repository, with GitHub's 422 for a
 * duplicate head. Records every request so tests can check the token was sent.
 */
export async function startFakeGithub(owner: string, repo: string): Promise<FakeGithub> {
  const pulls: FakePull[] = [];
  const requests: FakeGithub['requests'] = [];
  const base = `/repos/${owner}/${repo}/pulls`;
  const toJson = (p: FakePull) => ({
    number: p.number,
    html_url: `https://github.example/${owner}/${repo}/pull/${p.number}`,
    state: p.state,
    merged: p.merged,
    merged_at: p.merged ? new Date().toISOString() : null,
    title: p.title,
    body: p.body,
    draft: p.draft,
    head: { ref: p.head, label: `${owner}:${p.head}` },
    base: { ref: p.base },
  });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, authorization: req.headers.authorization });
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const one = new RegExp(`^${base}/(\\d+)$`).exec(url.pathname);
    if (url.pathname === base && req.method === 'GET') {
      const head = url.searchParams.get('head')?.split(':')[1];
      const state = url.searchParams.get('state') ?? 'open';
      return send(200, pulls.filter((p) => (!head || p.head === head) && (state === 'all' || p.state === state)).map(toJson));
    }
    if (url.pathname === base && req.method === 'POST') {
      if (pulls.some((p) => p.head === body.head && p.state === 'open')) {
        return send(422, {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${owner}:${body.head}.` }],
        });
      }
      const pull: FakePull = {
        number: pulls.length + 1,
        head: body.head,
        base: body.base,
        title: body.title,
        body: body.body ?? '',
        state: 'open',
        merged: false,
        draft: Boolean(body.draft),
      };
      pulls.push(pull);
      return send(201, toJson(pull));
    }
    const pull = one ? pulls.find((p) => p.number === Number(one[1])) : undefined;
    if (one && !pull) return send(404, { message: 'Not Found' });
    if (pull && req.method === 'GET') return send(200, toJson(pull));
    if (pull && req.method === 'PATCH') {
      Object.assign(pull, { title: body.title ?? pull.title, body: body.body ?? pull.body, state: body.state ?? pull.state });
      return send(200, toJson(pull));
    }
    send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    pulls,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
