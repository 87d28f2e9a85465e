'use client';

import { useEffect, useState } from 'react';

export type Step = { id: string; type: string; data: { tool?: string; path?: string | null; ok?: boolean; code?: string } };
export type JobView = { id: string; status: string; summary: string | null; prLink: string | null; error: { message: string } | null; createdAt?: string };

/**
 * A job's steps and state, live: an EventSource on the editor route's Server-Sent Events (steps
 * deduplicated by id, since a reconnect replays from the start), falling back to polling the same
 * route as JSON when EventSource is missing or fails. `generation` restarts it (after a follow-up).
 */
export function useJobStream(jobId: string | undefined, generation: number): { steps: Step[]; job?: JobView; failed?: string } {
  const [steps, setSteps] = useState<Step[]>([]);
  const [job, setJob] = useState<JobView>();
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const seen = new Set<string>();
    const add = (step: Step) => {
      if (seen.has(step.id)) return;
      seen.add(step.id);
      setSteps((s) => [...s, step]);
    };
    setSteps([]);
    setFailed(undefined);
    const base = `/api/editor/jobs/${jobId}`;
    const poll = async () => {
      let after = '';
      while (!stopped) {
        const [events, current] = await Promise.all([fetch(`${base}/events${after ? `?after=${after}` : ''}`), fetch(base)]);
        if (!events.ok || !current.ok) return setFailed('The agent could not be reached.');
        const page = (await events.json()) as { events: Step[]; last: string | null };
        page.events.forEach(add);
        after = page.last ?? after;
        const view = (await current.json()) as JobView;
        setJob(view);
        if (view.status !== 'active') return;
        await new Promise((r) => setTimeout(r, 1500));
      }
    };
    if (typeof EventSource === 'undefined') {
      void poll();
      return () => void (stopped = true);
    }
    const source = new EventSource(`${base}/events`);
    source.addEventListener('step', (e) => add(JSON.parse((e as MessageEvent).data) as Step));
    source.addEventListener('job', (e) => setJob(JSON.parse((e as MessageEvent).data) as JobView));
    source.addEventListener('end', () => source.close());
    source.addEventListener('error', (e) => {
      const data = (e as MessageEvent).data;
      source.close();
      if (typeof data === 'string') setFailed((JSON.parse(data) as { message: string }).message);
      else if (!stopped) void poll();
    });
    return () => {
      stopped = true;
      source.close();
    };
  }, [jobId, generation]);

  return { steps, job, failed };
}
