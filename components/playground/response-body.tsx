'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { createJsonFormatter } from '@/lib/playground/json-lines';
import { formatSize, responseFileName, responseKind } from '@/lib/playground/response-kind';
import { LineView } from './line-view';
import type { Exchange } from './use-send';

/** The body, shown as what it is (response-kind.ts). */
export function ResponseBody({ exchange }: { exchange: Exchange }) {
  const kind = responseKind(exchange.contentType);
  const done = exchange.phase === 'done';
  if (exchange.bytes === 0 && done) return <p className="pg-help">No body.</p>;
  if (kind === 'image' || kind === 'audio' || kind === 'video' || kind === 'binary') {
    if (!done) return <p className="pg-help">Receiving… {formatSize(exchange.bytes)}</p>;
    return <MediaBody exchange={exchange} kind={kind} />;
  }
  if (kind === 'json' && done) return <JsonBody exchange={exchange} />;
  return (
    <TextBody
      exchange={exchange}
      label={kind === 'html' ? 'HTML source (not rendered)' : kind === 'event-stream' ? 'Event stream' : 'Response body'}
    />
  );
}

function MediaBody({ exchange, kind }: { exchange: Exchange; kind: 'image' | 'audio' | 'video' | 'binary' }) {
  const url = useMemo(
    () => URL.createObjectURL(new Blob(exchange.chunks as BlobPart[], { type: exchange.contentType ?? 'application/octet-stream' })),
    [exchange.chunks, exchange.contentType],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  if (kind === 'image') return <img className="pg-media-view" src={url} alt="Response image" />;
  if (kind === 'audio') return <audio className="pg-media-view" src={url} controls preload="metadata" aria-label="Response audio" />;
  if (kind === 'video') return <video className="pg-media-view" src={url} controls preload="metadata" aria-label="Response video" />;
  const name = responseFileName(exchange.headers, exchange.url, exchange.contentType);
  return (
    <p className="pg-download">
      Binary body ({exchange.contentType ?? 'unknown type'}, {formatSize(exchange.bytes)}).{' '}
      <a href={url} download={name}>
        Download {name}
      </a>
    </p>
  );
}

/** Text decoded chunk by chunk as it arrives: event streams and chunked text show live. */
function TextBody({ exchange, label }: { exchange: Exchange; label: string }) {
  const decoded = useRef({ decoder: new TextDecoder(), text: '', used: 0, source: exchange.chunks });
  const state = decoded.current;
  if (state.source !== exchange.chunks) Object.assign(state, { decoder: new TextDecoder(), text: '', used: 0, source: exchange.chunks });
  while (state.used < exchange.chunks.length) state.text += state.decoder.decode(exchange.chunks[state.used++], { stream: true });
  const lines = state.text.split('\n');
  return <LineView lines={lines} count={lines.length} json={false} label={label} />;
}

/**
 * JSON formatted in slices between frames: the first screenful shows after one slice, the rest
 * keeps formatting without blocking input (a 5 MB body never becomes one long task).
 */
function JsonBody({ exchange }: { exchange: Exchange }) {
  const [progress, setProgress] = useState({ lines: [] as string[], count: 0, finished: false });
  useEffect(() => {
    const text = new TextDecoder().decode(concat(exchange.chunks));
    const formatter = createJsonFormatter(text);
    let stopped = false;
    const channel = new MessageChannel();
    const slice = () => {
      if (stopped) return;
      const start = performance.now();
      let finished = false;
      while (!finished && performance.now() - start < 12) finished = formatter.step(64 * 1024);
      setProgress({ lines: formatter.lines, count: formatter.lines.length, finished });
      if (!finished) channel.port2.postMessage(null);
    };
    channel.port1.onmessage = slice;
    slice();
    return () => {
      stopped = true;
      channel.port1.close();
    };
  }, [exchange.chunks]);
  return (
    <>
      {!progress.finished && <p className="pg-help">Formatting… {progress.count.toLocaleString()} lines</p>}
      <LineView lines={progress.lines} count={progress.count} json label="JSON response body" />
    </>
  );
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
