import 'server-only';
import type { FieldError } from '../../http/api-error';
import { JOB_ID_PATTERN } from '../ids';
import { decodeCursor, encodeCursor } from '../service/cursor';
import { toAgentJob } from '../service/job-view';
import { archiveJob, createJob, getJobOrThrow, sendMessage, unarchiveJob } from '../service/jobs';
import { parseLimit, parseStatuses, throwIfInvalid } from '../service/list-query';
import { parseJobBody, parsePromptBody, type JobRequest } from '../service/prompt';
import { listJobs, type ListQuery } from '../store/jobs';
import { listMessages } from '../store/messages';
import { listEvents } from '../store/events';
import { toIso } from '../time';
import type { ApiContext, MethodSpec } from './pipeline';
import { defineRoute } from './define-route';

const prompt = (c: ApiContext) => parsePromptBody(c.body ?? '', c.rt.env.promptMaxChars);
const agentRate = { policy: 'agent', per: 'project' } as const;
const readRate = { policy: 'read', per: 'key' } as const;

const createSpec: MethodSpec<JobRequest> = {
  rate: agentRate,
  body: true,
  idempotent: true,
  validate: (c) => parseJobBody(c.body ?? '', c.rt.env.promptMaxChars, { allowPrivate: c.rt.env.allowPrivateNetworkFetch }),
  action: async (c, input) => {
    const job = await createJob(c.rt, c.project!, input);
    return { status: 201, body: toAgentJob(job), headers: { location: `${c.url.pathname.replace(/\/+$/, '')}/${job.id}` } };
  },
};

/** A page request of the job list: what `listJobs` takes, without the project (the route's own). */
type JobListQuery = Omit<ListQuery, 'projectId'>;

const listSpec: MethodSpec<JobListQuery> = {
  rate: readRate,
  validate: (c) => {
    const errors: FieldError[] = [];
    const q = c.url.searchParams;
    const limit = parseLimit(q, errors);
    const statuses = parseStatuses(q, errors);
    throwIfInvalid(errors);
    const cursor = q.get('cursor');
    return { limit, statuses, after: cursor ? decodeCursor(cursor, JOB_ID_PATTERN) : undefined };
  },
  action: async (c, input) => {
    const rows = await listJobs(c.rt, { projectId: c.project!.id, ...input, limit: input.limit + 1 });
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    const nextCursor = rows.length > input.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
    return { status: 200, body: { jobs: page.map(toAgentJob), nextCursor } };
  },
};

/** `POST|GET /v2/agent/{projectId}/job` and its v1 spelling `…/jobs` (list only). */
export const jobsRoute = defineRoute({ GET: listSpec, POST: createSpec });
export const jobsAliasRoute = defineRoute({ GET: listSpec });

/** `GET …/job/{id}`: the poll target, with an ETag so unchanged polls can be 304s. */
export const jobRoute = defineRoute({
  GET: {
    rate: readRate,
    action: async (c) => {
      const job = await getJobOrThrow(c.rt, c.project!, c.params.id);
      const etag = `W/"${job.id.slice(-8)}-${job.version}"`;
      if (c.request.headers.get('if-none-match') === etag)
        return new Response(null, { status: 304, headers: { etag, 'cache-control': 'no-store' } });
      return { status: 200, body: toAgentJob(job), headers: { etag } };
    },
  },
});

/** `POST …/job/{id}/message`: a follow-up, queued behind a running run. */
export const messageRoute = defineRoute({
  POST: {
    rate: agentRate,
    body: true,
    idempotent: true,
    validate: prompt,
    action: async (c, input) => ({ status: 200, body: toAgentJob(await sendMessage(c.rt, c.project!, c.params.id, input)) }),
  },
});

/** `GET …/job/{id}/messages`: user prompts and agent summaries, oldest first. */
export const messagesRoute = defineRoute({
  GET: {
    rate: readRate,
    validate: (c) => {
      const errors: FieldError[] = [];
      const limit = parseLimit(c.url.searchParams, errors);
      throwIfInvalid(errors);
      const cursor = c.url.searchParams.get('cursor');
      return { limit, after: cursor ? decodeCursor(cursor, /^msg_[0-9A-HJKMNP-TV-Z]{26}$/) : undefined };
    },
    action: async (c, input) => {
      const { limit, after } = input;
      const job = await getJobOrThrow(c.rt, c.project!, c.params.id);
      const rows = await listMessages(c.rt, job.id, limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const messages = page.map((m) => ({
        id: m.id,
        role: m.role,
        content: m.content,
        runStatus: m.role === 'user' ? m.run_state : null,
        createdAt: toIso(m.created_at),
      }));
      const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
      return { status: 200, body: { messages, nextCursor } };
    },
  },
});

/** `POST …/job/{id}/archive` (idempotent) and `…/unarchive`: state changes, not agent work, so they count as reads. */
export const archiveRoute = defineRoute({
  POST: {
    rate: readRate,
    idempotent: true,
    action: async (c) => ({ status: 200, body: toAgentJob(await archiveJob(c.rt, c.project!, c.params.id)) }),
  },
});
export const unarchiveRoute = defineRoute({
  POST: { rate: readRate, action: async (c) => ({ status: 200, body: toAgentJob(await unarchiveJob(c.rt, c.project!, c.params.id)) }) },
});

const EVENT_ID = /^evt_[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * `GET …/job/{id}/events?after=<event id>` (a Lectern addition): what the job did, oldest first —
 * runs starting and ending, and each tool call with the path it named — so a client can show the
 * steps as they happen by asking again with the last id. Ids, codes and paths only, never contents.
 */
export const eventsRoute = defineRoute({
  GET: {
    rate: readRate,
    validate: (c) => {
      const errors: FieldError[] = [];
      const limit = parseLimit(c.url.searchParams, errors);
      const after = c.url.searchParams.get('after') ?? undefined;
      if (after !== undefined && !EVENT_ID.test(after))
        errors.push({ field: 'after', code: 'invalid_cursor', message: '"after" must be an event id from an earlier answer.' });
      throwIfInvalid(errors);
      return { limit, after };
    },
    action: async (c, input) => {
      const { limit, after } = input;
      const job = await getJobOrThrow(c.rt, c.project!, c.params.id);
      const events = (await listEvents(c.rt, job.id, limit, after)).map((e) => ({
        id: e.id,
        type: e.type,
        at: toIso(e.at),
        data: e.data_json ? (JSON.parse(e.data_json) as Record<string, unknown>) : {},
      }));
      return { status: 200, body: { events, last: events.at(-1)?.id ?? after ?? null } };
    },
  },
});
