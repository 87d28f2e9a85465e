import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as deployStatus from '../../app/v1/project/update-status/[statusId]/route';
import * as deploy from '../../app/v1/project/update/[projectId]/route';
import * as archive from '../../app/v2/agent/[projectId]/job/[id]/archive/route';
import * as jobRest from '../../app/v2/agent/[projectId]/job/[id]/[...rest]/route';
import * as message from '../../app/v2/agent/[projectId]/job/[id]/message/route';
import * as events from '../../app/v2/agent/[projectId]/job/[id]/events/route';
import * as messages from '../../app/v2/agent/[projectId]/job/[id]/messages/route';
import * as job from '../../app/v2/agent/[projectId]/job/[id]/route';
import * as unarchive from '../../app/v2/agent/[projectId]/job/[id]/unarchive/route';
import * as jobs from '../../app/v2/agent/[projectId]/job/route';
import * as jobsAlias from '../../app/v2/agent/[projectId]/jobs/route';
import * as settlePull from '../../app/pull/[projectId]/[number]/[action]/route';

type RouteModule = Record<string, unknown>;

/** The app's API route files with the URL patterns Next derives from their folders. */
const ROUTES: [RegExp, string[], RouteModule][] = [
  [/^\/v2\/agent\/([^/]+)\/job$/, ['projectId'], jobs],
  [/^\/v2\/agent\/([^/]+)\/jobs$/, ['projectId'], jobsAlias],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)$/, ['projectId', 'id'], job],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/message$/, ['projectId', 'id'], message],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/messages$/, ['projectId', 'id'], messages],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/events$/, ['projectId', 'id'], events],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/archive$/, ['projectId', 'id'], archive],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/unarchive$/, ['projectId', 'id'], unarchive],
  [/^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/(.+)$/, ['projectId', 'id', 'rest'], jobRest],
  [/^\/v1\/project\/update\/([^/]+)$/, ['projectId'], deploy],
  [/^\/v1\/project\/update-status\/([^/]+)$/, ['statusId'], deployStatus],
  [/^\/pull\/([^/]+)\/([^/]+)\/([^/]+)$/, ['projectId', 'number', 'action'], settlePull],
];

/**
 * Dispatches a Request to the route file Next would pick and calls its exported method handler
 * with `params` as a Promise, like Next 16 does. Tests and the benchmark use it to exercise the
 * real route files over real HTTP without a Next server.
 */
export async function dispatch(request: Request): Promise<Response> {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
  for (const [pattern, names, module] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | string[]> = {};
    names.forEach((name, i) => {
      const raw = match[i + 1];
      if (raw !== undefined) params[name] = name === 'rest' ? raw.split('/').map(decode) : decode(raw);
    });
    const handler = module[request.method] as ((r: Request, c: { params: Promise<typeof params> }) => Promise<Response>) | undefined;
    if (!handler) return new Response(null, { status: 405 });
    return handler(request, { params: Promise.resolve(params) });
  }
  return new Response('not found', { status: 404 });
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The request body as a web stream with backpressure; cancelling drains instead of resetting the socket. */
function bodyStream(req: http.IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        // After a cancel the stream is closed already; a late 'end' or 'error' has nothing to tell.
        req.on('end', () => ignore(() => controller.close()));
        req.on('error', (error) => ignore(() => controller.error(error)));
      },
      pull: () => void req.resume(),
      cancel: () => {
        req.removeAllListeners('data');
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

function ignore(fn: () => void): void {
  try {
    fn();
  } catch {
    // see caller
  }
}

export type AppServer = { url: string; close(): Promise<void> };

/** A node:http server on 127.0.0.1 in front of `dispatch`; `onHandled` gets each request's time in the handler (benchmarks). */
export async function startAppServer(o: { onHandled?: (method: string, ms: number) => void } = {}): Promise<AppServer> {
  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? bodyStream(req) : undefined,
        duplex: 'half',
      } as RequestInit);
      const response = await dispatch(request);
      o.onHandled?.(req.method ?? '', performance.now() - started);
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
      // Like Node's own server, drain a body the handler did not read, so the client is not left uploading.
      req.removeAllListeners('data');
      req.resume();
    } catch (error) {
      res.writeHead(599, { 'content-type': 'text/plain' });
      res.end(`harness error: ${(error as Error).message}`);
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
