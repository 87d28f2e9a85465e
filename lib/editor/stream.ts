import { callUpstream, type Upstream } from './upstream';

const POLL_MS = 1000;
/** A stream ends after this long even if the job is still running; EventSource reconnects. */
const MAX_STREAM_MS = 10 * 60_000;

type JobView = { status?: string; updatedAt?: string };
type EventsPage = { events?: { id: string }[]; last?: string | null };

/**
 * A job's progress as Server-Sent Events: `step` for each new event (run started, each tool call
 * with its path, run ended), `job` whenever the job changes (status, summary, `prLink`), `error`
 * when the upstream fails, and `end` once the job is no longer active. The upstream is polled once
 * a second — it is HTTP, not a subscription — and the client's `Last-Event-ID` is not needed: each
 * reconnect replays from the start of the job, which an editor's view deduplicates by event id.
 */
export function streamJob(up: Upstream, id: string, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown, eventId?: string) =>
        controller.enqueue(encoder.encode(`${eventId ? `id: ${eventId}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      const started = Date.now();
      let after: string | undefined;
      let lastJob = '';
      try {
        send('ready', { id });
        while (!signal.aborted && Date.now() - started < MAX_STREAM_MS) {
          const events = await callUpstream(up, 'GET', `/job/${id}/events${after ? `?after=${after}` : ''}`);
          if (events.ok && events.status === 200) {
            const page = events.body as EventsPage;
            for (const e of page.events ?? []) send('step', e, e.id);
            after = page.last ?? after;
          }
          const job = await callUpstream(up, 'GET', `/job/${id}`);
          if (!job.ok || job.status !== 200) {
            send('error', { message: job.ok ? `The agent answered ${job.status}.` : `The agent could not be reached: ${job.reason}.` });
            break;
          }
          const view = job.body as JobView;
          const key = `${view.status}|${view.updatedAt}`;
          if (key !== lastJob) {
            lastJob = key;
            send('job', view);
          }
          // One more events pass after the job ended, so the last steps are never cut off.
          if (view.status !== 'active' && events.ok && (events.body as EventsPage).events?.length === 0) {
            send('end', { status: view.status });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      } catch {
        // The client went away mid-write: nothing to tell.
      }
      try {
        controller.close();
      } catch {
        // already closed by a cancelled client
      }
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}
