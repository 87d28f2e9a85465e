import 'server-only';
import { JOB_ID_PATTERN } from '../agent/ids';
import { isApiError } from '../http/api-error';
import { problemResponse } from '../http/problem';
import { readBodyCapped } from '../http/read-body';
import type { Viewer } from '../auth/viewer';
import { getSite } from '../site/get-site';
import { notFound, requireEditor } from './guard';
import { parseEditorJob, promptWithPage, splitPromptPage } from './job-request';
import { relay } from './relay';
import { callUpstream, getUpstream, type Upstream } from './upstream';
import { streamJob } from './stream';

type Params = { params: Promise<{ id?: string }> };

/**
 * The editor routes (app/api/editor): each one checks the reader (requireEditor: 404 for anyone
 * who is not an editor), then relays one request to the agent upstream with the site's key. The
 * browser never sees the key or the upstream's address.
 */
async function editorCall(
  request: Request,
  write: boolean,
  fn: (up: Upstream, body: string | undefined, viewer: Viewer) => Promise<Response>,
): Promise<Response> {
  const who = await requireEditor(request, { write });
  if ('response' in who) return who.response;
  const up = getUpstream();
  if (!up) {
    return problemResponse({
      type: 'about:blank',
      title: 'Agent not configured',
      status: 503,
      detail: 'The agent is not configured on this site: LECTERN_AGENT_UPSTREAM_URL is set without LECTERN_AGENT_UPSTREAM_KEY.',
      code: 'upstream_not_configured',
    });
  }
  let body: string | undefined;
  if (write) {
    try {
      body = await readBodyCapped(request);
    } catch (error) {
      if (isApiError(error))
        return problemResponse({ type: 'about:blank', title: 'Payload too large', status: 413, detail: error.detail, code: error.code });
      throw error;
    }
  }
  return fn(up, body, who.viewer);
}

const badBody = () =>
  problemResponse({
    type: 'about:blank',
    title: 'Bad request',
    status: 400,
    detail: 'Send a JSON object with a "prompt" string.',
    code: 'validation_error',
    errors: [{ field: 'prompt', code: 'required', message: '"prompt" is required.' }],
  });

async function jobId({ params }: Params): Promise<string | undefined> {
  const { id } = await params;
  return id && JOB_ID_PATTERN.test(id) ? id : undefined;
}

/** `GET /api/editor/jobs[?archived=1]`: the project's recent jobs, or its archived ones (the jobs page's toggle). */
export const listJobs = (request: Request) =>
  editorCall(request, false, async (up) => {
    const archived = new URL(request.url).searchParams.get('archived') === '1';
    return relay(await callUpstream(up, 'GET', `/job?limit=50${archived ? '&status=archived' : ''}`));
  });

/** `POST /api/editor/jobs` `{prompt, page?}`: a new job, with the page being read as context. */
export async function createJob(request: Request): Promise<Response> {
  return editorCall(request, true, async (up, raw, viewer) => {
    const req = parseEditorJob(raw ?? '');
    if (!req) return badBody();
    const prompt = promptWithPage(req, await getSite(), viewer);
    return relay(await callUpstream(up, 'POST', '/job', { prompt }));
  });
}

/** `GET /api/editor/jobs/{id}`. */
export async function getJob(request: Request, ctx: Params): Promise<Response> {
  const id = await jobId(ctx);
  return editorCall(request, false, async (up) => (id ? relay(await callUpstream(up, 'GET', `/job/${id}`)) : notFound()));
}

/** `POST /api/editor/jobs/{id}/message` `{prompt}`: a follow-up. */
export async function sendMessage(request: Request, ctx: Params): Promise<Response> {
  const id = await jobId(ctx);
  return editorCall(request, true, async (up, raw) => {
    if (!id) return notFound();
    const req = parseEditorJob(raw ?? '');
    if (!req) return badBody();
    return relay(await callUpstream(up, 'POST', `/job/${id}/message`, { prompt: req.prompt }));
  });
}

/**
 * `GET /api/editor/jobs/{id}/prompt`: `{prompt, page}`, the job's first prompt as the editor wrote
 * it and the page it was asked from (the jobs page shows both; the job itself carries neither).
 */
export async function jobPrompt(request: Request, ctx: Params): Promise<Response> {
  const id = await jobId(ctx);
  return editorCall(request, false, async (up) => {
    if (!id) return notFound();
    const answer = await callUpstream(up, 'GET', `/job/${id}/messages?limit=1`);
    if (!answer.ok || answer.status !== 200) return relay(answer);
    const first = (answer.body as { messages?: { role?: unknown; content?: unknown }[] } | null)?.messages?.[0];
    const content = first?.role === 'user' && typeof first.content === 'string' ? first.content : '';
    return Response.json(splitPromptPage(content), { headers: { 'cache-control': 'private, no-store' } });
  });
}

/** `POST /api/editor/jobs/{id}/archive`. */
export async function archiveJob(request: Request, ctx: Params): Promise<Response> {
  const id = await jobId(ctx);
  return editorCall(request, true, async (up) => (id ? relay(await callUpstream(up, 'POST', `/job/${id}/archive`)) : notFound()));
}

/**
 * `GET /api/editor/jobs/{id}/events[?after=]`: with `Accept: text/event-stream`, a Server-Sent
 * Events stream of the job's steps and state until it ends (stream.ts); otherwise one page of
 * events as JSON, the polling fallback for clients without EventSource.
 */
export async function jobEvents(request: Request, ctx: Params): Promise<Response> {
  const id = await jobId(ctx);
  return editorCall(request, false, async (up) => {
    if (!id) return notFound();
    if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return streamJob(up, id, request.signal);
    const after = new URL(request.url).searchParams.get('after');
    return relay(await callUpstream(up, 'GET', `/job/${id}/events${after ? `?after=${encodeURIComponent(after)}` : ''}`));
  });
}

/**
 * `GET /api/editor/me`: `{ editor }` for this reader. The "Ask the agent" island asks it once per
 * page view, so pages themselves stay the same for every reader (and static) and only editors see
 * the action. Always 200: a 404 here would be a console error on every page for every other reader,
 * and `editor: false` tells them nothing they do not know. The routes that act stay 404 for them.
 */
export async function editorMe(request: Request): Promise<Response> {
  const who = await requireEditor(request, { write: false });
  return Response.json({ editor: !('response' in who) }, { headers: { 'cache-control': 'private, no-store' } });
}
