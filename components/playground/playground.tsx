'use client';

import { useMemo, useState } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { buildRequest } from '@/lib/openapi/build-request';
import { isProxied } from '@/lib/playground/send';
import { toRequestInput } from '@/lib/playground/to-request-input';
import { validateValues, type FieldErrors } from '@/lib/playground/validate';
import { AuthFields } from './auth-fields';
import { BodyEditor } from './body-editor';
import { CodePanel } from './code-panel';
import { ParamFields } from './param-fields';
import { ResponseView } from './response-view';
import { ServerFields } from './server-fields';
import type { IslandProps } from './types';
import { usePlaygroundValues } from './use-playground-values';
import { useSend } from './use-send';

/** The interactive playground: the client island of an endpoint page (loaded lazily). */
export function Playground({ dto, settings, page, spec }: IslandProps) {
  const { values, update, remember, setRemember } = usePlaygroundValues(dto, spec, settings.prefill);
  const strings = useUiStrings();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [timeoutS, setTimeoutS] = useState(30);
  const { exchange, send, cancel } = useSend();
  const built = useMemo(() => toRequestInput(dto, values, window.location.origin), [dto, values]);
  const har = useMemo(() => buildRequest(built.input), [built]);
  const proxied = isProxied(har.url, settings.proxy, window.location.origin);
  const busy = exchange?.phase === 'sending' || exchange?.phase === 'receiving';
  const fullUrl = har.queryString.length ? `${har.url}?${har.queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')}` : har.url;

  function onSend(event: React.FormEvent) {
    event.preventDefault();
    // Send and Cancel share a spot; a submit that arrives while busy (Enter in a field, or the
    // click that lands as the button swaps) must not restart the request the reader is cancelling.
    if (busy) return;
    const found = validateValues(dto, values);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.playground [aria-invalid="true"], .playground [data-invalid] input, .playground [data-invalid] select')?.focus());
      return;
    }
    void send(har, { proxy: settings.proxy, page, credentials: settings.credentials, timeoutMs: Math.max(1, timeoutS) * 1000, attachments: built.attachments });
  }

  return (
    <form className="pg" onSubmit={onSend} noValidate>
      <div className="pg-bar">
        <span className={`method-badge method-${dto.method.toLowerCase()}`}>{dto.method}</span>
        <code className="pg-url" title={fullUrl}>{fullUrl}</code>
        {busy ? (
          <button key="cancel" type="button" className="pg-send pg-cancel" onClick={cancel}>{strings.cancel}</button>
        ) : (
          <button key="send" type="submit" className="pg-send">{strings.send}</button>
        )}
      </div>
      <div className="pg-grid">
        <div className="pg-inputs">
          <ServerFields dto={dto} values={values} errors={errors} update={update} />
          <AuthFields dto={dto} values={values} update={update} remember={remember} setRemember={setRemember} />
          <ParamFields dto={dto} values={values} errors={errors} update={update} />
          <BodyEditor dto={dto} values={values} errors={errors} update={update} prefill={settings.prefill} />
          <label className="pg-timeout">
            Timeout <input type="number" min={1} max={600} className="pg-input" aria-label="Timeout in seconds" value={timeoutS} onChange={(e) => setTimeoutS(Number(e.target.value) || 30)} /> s
            {proxied ? <span className="pg-help"> · sent through this site’s proxy</span> : <span className="pg-help"> · sent straight from your browser</span>}
          </label>
        </div>
        <div className="pg-outputs">
          <CodePanel har={har} languages={settings.languages} />
          <ResponseView exchange={exchange} />
        </div>
      </div>
    </form>
  );
}
