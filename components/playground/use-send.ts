'use client';

import { useCallback, useRef, useState } from 'react';
import type { Attachments, HarRequest } from '@/lib/openapi/build-request';
import { readBody, sendRequest, type Failure } from '@/lib/playground/send';

export type Exchange = {
  phase: 'sending' | 'receiving' | 'done';
  status?: number;
  statusText?: string;
  headers: [string, string][];
  url?: string;
  contentType?: string;
  /** Milliseconds from Send to the response headers, and to the body's end. */
  headersMs?: number;
  totalMs?: number;
  bytes: number;
  /** The body so far; the array grows as chunks arrive (views read it on each render). */
  chunks: Uint8Array[];
  failure?: Failure;
  /** Renders so far, to let views notice new chunks. */
  version: number;
};

/** How a send ended, for the history: `undefined` when a newer send replaced it. */
export type Outcome = { status?: number; failure?: string; ms: number; bytes: number };

/**
 * Sending and receiving, with cancel. Chunks are collected outside React state and the view is
 * re-rendered at most once per frame, so a multi-megabyte body does not cost a render per chunk.
 */
export function useSend() {
  const [exchange, setExchange] = useState<Exchange | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  const send = useCallback(
    async (
      har: HarRequest,
      opts: { proxy: boolean; page: string; credentials: boolean; timeoutMs: number; attachments: Attachments },
    ): Promise<Outcome | undefined> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const started = performance.now();
      const current: Exchange = { phase: 'sending', headers: [], bytes: 0, chunks: [], version: 0 };
      setExchange({ ...current });
      const result = await sendRequest(har, { ...opts, signal: abort.signal });
      if (controller.current !== abort) return undefined;
      if (!result.ok) {
        const totalMs = performance.now() - started;
        setExchange({ ...current, phase: 'done', failure: result, totalMs });
        return { failure: result.message, ms: totalMs, bytes: 0 };
      }
      Object.assign(current, {
        phase: 'receiving',
        status: result.status,
        statusText: result.statusText,
        headers: result.headers,
        url: result.url,
        contentType: result.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1],
        headersMs: performance.now() - started,
      });
      setExchange({ ...current });
      let frame = 0;
      const flush = () => {
        frame = 0;
        if (controller.current === abort) setExchange({ ...current, version: current.version + 1 });
      };
      const read = await readBody(
        result.body,
        (chunk) => {
          current.chunks.push(chunk);
          current.bytes += chunk.length;
          frame ||= requestAnimationFrame(flush);
        },
        abort.signal,
      );
      if (frame) cancelAnimationFrame(frame);
      if (controller.current !== abort) return undefined;
      Object.assign(current, {
        phase: 'done',
        totalMs: performance.now() - started,
        version: current.version + 1,
        ...(read.ok ? {} : { failure: read }),
      });
      setExchange({ ...current });
      return { status: current.status, failure: read.ok ? undefined : read.message, ms: current.totalMs ?? 0, bytes: current.bytes };
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { exchange, send, cancel };
}
