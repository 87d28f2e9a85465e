'use client';

import type { JobView } from './use-job-stream.client';

/**
 * POSTs JSON to an editor route: the job it answers with, or the problem's `detail` as the
 * message to show (every editor route answers errors as problem+json).
 */
export async function postJson(url: string, body: unknown): Promise<{ ok: true; job: JobView } | { ok: false; message: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(
    () => undefined,
  );
  if (!res) return { ok: false, message: 'The site could not be reached.' };
  const json = (await res.json().catch(() => ({}))) as JobView & { detail?: string };
  return res.ok ? { ok: true, job: json } : { ok: false, message: json.detail ?? `The request failed (${res.status}).` };
}
