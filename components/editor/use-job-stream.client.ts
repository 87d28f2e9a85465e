'use client';

import { useEffect, useState } from 'react';

export type Step = { id: string; type: string; data: { tool?: string; path?: string | null; ok?: boolean; code?: string } };
export type JobView = {
  id: string;
  status: string;
  summary: string | null;
  prLink: string | null;
  error: { message: string } | null;
  createdAt?: string;
};

type StreamState = { key: string; steps: Step[]; job?: JobView; failed?: string };

const dataOf = (e: Event) => (e as MessageEvent<string>).data;

/**
 * A job's steps and state, live: an EventSource on the editor route's Server-Sent Events (steps
 * deduplicated by id, since a reconnect replays from the start), falling back to polling the same
 * route as JSON when EventSource is missing or fails. `generation` restarts it (after a follow-up);
 * state belongs to one (job, generation) key, so a restart starts from nothing without resetting
 * state inside the effect.
 */
export function useJobStream(jobId: string | undefined, generation: number): { steps: Step[]; job?: JobView; failed?: string } {
  const key = jobId ? `${jobId}:${generation}` : '';
  const [state, setState] = useState<StreamState>({ key: '', steps: [] });

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const update = (change: (s: StreamState) => Partial<StreamState>) =>
      setState((s) => {
        const current = s.key === key ? s : { key, steps: [] };
        return { ...current, ...change(current) };
      });
    const add = (step: Step) => update((s) => (s.steps.some((x) => x.id === step.id) ? {} : { steps: [...s.steps, step] }));
    const base = `/api/editor/jobs/${jobId}`;
    const poll = async () => {
      let after = '';
      while (!stopped) {
        const [events, current] = await Promise.all([fetch(`${base}/events${after ? `?after=${after}` : ''}`), fetch(base)]);
        if (!events.ok || !current.ok) return update(() => ({ failed: 'The agent could not be reached.' }));
        const page = (await events.json()) as { events: Step[]; last: string | null };
        page.events.forEach(add);
        after = page.last ?? after;
        const view = (await current.json()) as JobView;
        update(() => ({ job: view }));
        if (view.status !== 'active') return;
        await new Promise((r) => setTimeout(r, 1500));
      }
    };
    if (typeof EventSource === 'undefined') {
      void poll();
      return () => void (stopped = true);
    }
    const source = new EventSource(`${base}/events`);
    source.addEventListener('step', (e) => add(JSON.parse(dataOf(e)) as Step));
    source.addEventListener('job', (e) => {
      const job = JSON.parse(dataOf(e)) as JobView;
      update(() => ({ job }));
    });
    source.addEventListener('end', () => source.close());
    source.addEventListener('error', (e) => {
      const data = dataOf(e);
      source.close();
      if (typeof data === 'string') {
        const { message } = JSON.parse(data) as { message: string };
        update(() => ({ failed: message }));
      } else if (!stopped) void poll();
    });
    return () => {
      stopped = true;
      source.close();
    };
  }, [jobId, key]);

  return state.key === key ? state : { steps: [] };
}
