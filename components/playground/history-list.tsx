'use client';

import type { HistoryEntry } from '@/lib/playground/page-store';
import { formatSize } from '@/lib/playground/response-kind';

/** This endpoint's last requests, newest first: status, time, size; each can be reopened or sent again. */
export function HistoryList({
  history,
  open,
  resend,
}: {
  history: HistoryEntry[];
  open: (entry: HistoryEntry) => void;
  resend: (entry: HistoryEntry) => void;
}) {
  if (!history.length) return null;
  return (
    <details className="pg-history" open>
      <summary>History ({history.length})</summary>
      <ol>
        {history.map((entry, i) => (
          <li key={`${entry.at}-${i}`} data-status={entry.status}>
            <span className="pg-history-what" title={entry.url}>
              {entry.status !== undefined ? (
                <span className="pg-history-status" data-status={entry.status}>
                  {entry.status}
                </span>
              ) : (
                <span className="pg-failure-mark">failed</span>
              )}{' '}
              <code>{entry.url}</code>
            </span>
            <span className="pg-meta">{Math.round(entry.ms)} ms</span>
            <span className="pg-meta">{formatSize(entry.bytes)}</span>
            <time className="pg-meta" dateTime={new Date(entry.at).toISOString()}>
              {new Date(entry.at).toLocaleTimeString()}
            </time>
            <button type="button" className="pg-link-button" onClick={() => open(entry)}>
              Open
            </button>
            <button type="button" className="pg-link-button" onClick={() => resend(entry)}>
              Send again
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}
