'use client';

import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { formatSize, responseFileName } from '@/lib/playground/response-kind';
import { ResponseBody } from './response-body';
import type { Exchange } from './use-send';

/** Status, time, size and headers, then the body. */
export function ResponseView({ exchange }: { exchange: Exchange | undefined }) {
  const strings = useUiStrings();
  if (!exchange) return null;
  if (exchange.failure && exchange.status === undefined) {
    return (
      <div className="pg-response" aria-live="polite">
        <p className="pg-failure" role="alert" data-kind={exchange.failure.kind}>
          {exchange.failure.message}
        </p>
      </div>
    );
  }
  if (exchange.status === undefined)
    return (
      <div className="pg-response" aria-live="polite">
        <p className="pg-help">{strings.sending}</p>
      </div>
    );
  const tone = exchange.status >= 500 ? 'error' : exchange.status >= 400 ? 'warn' : 'ok';
  return (
    <div className="pg-response" aria-live="polite">
      <div className="pg-status-bar">
        <span className="pg-status" data-tone={tone} data-status={exchange.status}>
          {exchange.status} {exchange.statusText}
        </span>
        <span className="pg-meta" title="Time to the end of the body">
          {Math.round(exchange.totalMs ?? exchange.headersMs ?? 0)} ms
        </span>
        <span className="pg-meta pg-size">{formatSize(exchange.bytes)}</span>
        {exchange.phase === 'receiving' && <span className="pg-meta">receiving…</span>}
        {exchange.phase === 'done' && exchange.bytes > 0 && (
          <button type="button" className="pg-save" onClick={() => save(exchange)}>
            Download
          </button>
        )}
      </div>
      <details className="pg-headers">
        <summary>Headers ({exchange.headers.length})</summary>
        <table>
          <tbody>
            {exchange.headers.map(([name, value], i) => (
              <tr key={i}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {exchange.failure && (
        <p className="pg-failure" role="alert" data-kind={exchange.failure.kind}>
          {exchange.failure.message}
        </p>
      )}
      <ResponseBody exchange={exchange} />
    </div>
  );
}

/** Saves the body exactly as received (views may format or clip it). */
function save(exchange: Exchange) {
  const url = URL.createObjectURL(new Blob(exchange.chunks as BlobPart[], { type: exchange.contentType ?? 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = responseFileName(exchange.headers, exchange.url, exchange.contentType);
  link.click();
  // The download has started from the URL once click() returns; the timeout is for older engines.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
