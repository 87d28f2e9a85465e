'use client';

import { useMemo, useState } from 'react';
import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { buildRequest, type HarRequest } from '@/lib/openapi/build-request';
import { getCookieNotice } from '@/lib/playground/cookie-notice';
import { maskSecrets } from '@/lib/playground/mask';
import { expiredSchemes, refreshExpired } from '@/lib/playground/oauth/refresh';
import { toPageInputs, withPageInputs, type HistoryEntry } from '@/lib/playground/page-store';
import { isProxied } from '@/lib/playground/send';
import { toRequestInput } from '@/lib/playground/to-request-input';
import { validateValues, type FieldErrors } from '@/lib/playground/validate';
import type { PlaygroundValues } from '@/lib/playground/values';
import { substituteValues, toVariableMap, unknownReferences } from '@/lib/playground/variables';
import { AuthFields } from './auth-fields';
import { BodyEditor } from './body-editor';
import { CodePanel } from './code-panel';
import { EnvironmentFields } from './environment-fields';
import { HistoryList } from './history-list';
import { ParamFields } from './param-fields';
import { PostKeysContext } from './pill-keys';
import { ResponseView } from './response-view';
import { ServerFields } from './server-fields';
import { StorageBar } from './storage-bar';
import type { IslandProps } from './types';
import { usePlaygroundValues } from './use-playground-values';
import { useOAuthReturn } from './use-oauth-return';
import { useSend } from './use-send';

const NO_KEYS: string[] = [];

/** The interactive playground: the client island of an endpoint page (loaded lazily). */
export function Playground({ dto, settings, page, spec }: IslandProps) {
  const { values, update, remember, setRemember, environments, setEnvironments, history, record, clear } = usePlaygroundValues(
    dto,
    spec,
    page,
    settings.prefill,
    settings.environments,
  );
  const oauthMessage = useOAuthReturn(dto, spec, page, settings.proxy, update);
  const oauth = useMemo(
    () => ({ spec, page, proxy: settings.proxy, clientId: settings.clientId }),
    [spec, page, settings.proxy, settings.clientId],
  );
  const strings = useUiStrings();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [timeoutS, setTimeoutS] = useState(30);
  const { exchange, send, cancel } = useSend();
  const environment = environments.list[environments.active];
  const variables = useMemo(() => toVariableMap(environment), [environment]);
  const secrets = useMemo(() => (environment?.variables ?? []).filter((v) => v.secret && v.value).map((v) => v.value), [environment]);
  const prepare = (from: PlaygroundValues) => prepareRequest(dto, from, variables);
  const { substituted, built, har } = useMemo(() => prepareRequest(dto, values, variables), [dto, values, variables]);
  const proxied = isProxied(har.url, settings.proxy, window.location.origin);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshErrors, setRefreshErrors] = useState<string[]>([]);
  const busy = refreshing || exchange?.phase === 'sending' || exchange?.phase === 'receiving';
  const fullUrl = urlOf(har);
  const unknown = [...new Set(unknownReferences(JSON.stringify(har), variables))];
  const cookieNotice = getCookieNotice(har, proxied, window.location.origin);

  async function go(asked: PlaygroundValues, built: Prepared) {
    let from = asked;
    let prepared = built;
    // An expired OAuth token is refreshed before the request leaves, and the request is built
    // again with the new one (the code sample follows, as the values changed).
    if (expiredSchemes(dto, asked, Date.now()).length) {
      setRefreshing(true);
      const refreshed = await refreshExpired(dto, asked, { page, proxy: settings.proxy });
      setRefreshing(false);
      setRefreshErrors(refreshed.errors);
      from = refreshed.values;
      prepared = prepare(from);
      update((v) => ({ ...v, auth: { ...v.auth, ...refreshed.values.auth } }));
    } else setRefreshErrors([]);
    const found = validateValues(dto, prepared.substituted);
    setErrors(found);
    if (Object.keys(found).length) {
      const invalid = '.playground [aria-invalid="true"], .playground [data-invalid] input, .playground [data-invalid] select';
      requestAnimationFrame(() => document.querySelector<HTMLElement>(invalid)?.focus());
      return;
    }
    const opts = {
      proxy: settings.proxy,
      page,
      credentials: settings.credentials,
      timeoutMs: Math.max(1, timeoutS) * 1000,
      attachments: prepared.built.attachments,
    };
    const at = Date.now();
    void send(prepared.har, opts).then((outcome) => {
      if (outcome)
        record({ at, method: prepared.har.method, url: maskSecrets(urlOf(prepared.har), secrets), ...outcome, inputs: toPageInputs(from) });
    });
  }

  function onSend(event: React.FormEvent) {
    event.preventDefault();
    // Send and Cancel share a spot; a submit that arrives while busy (Enter in a field, or the
    // click that lands as the button swaps) must not restart the request the reader is cancelling.
    if (busy) return;
    void go(values, { substituted, built, har });
  }

  const reopen = (entry: HistoryEntry) => {
    const next = withPageInputs(values, entry.inputs, dto.servers.length);
    update(() => next);
    return next;
  };
  const resend = (entry: HistoryEntry) => {
    if (busy) return;
    const next = reopen(entry);
    void go(next, prepare(next));
  };

  return (
    <PostKeysContext value={settings.postKeys ?? NO_KEYS}>
      <form className="pg" onSubmit={onSend} noValidate>
        <div className="pg-bar">
          <span className={`method-badge method-${dto.method.toLowerCase()}`}>{dto.method}</span>
          <code className="pg-url" title={maskSecrets(fullUrl, secrets)}>
            {maskSecrets(fullUrl, secrets)}
          </code>
          {busy ? (
            <button key="cancel" type="button" className="pg-send pg-cancel" onClick={cancel}>
              {strings.cancel}
            </button>
          ) : (
            <button key="send" type="submit" className="pg-send">
              {strings.send}
            </button>
          )}
        </div>
        {unknown.length > 0 && (
          <p className="pg-note" role="status">
            {unknown.map((n) => `{{${n}}}`).join(', ')} {unknown.length > 1 ? 'are' : 'is'} not defined in the active environment and is
            sent as written.
          </p>
        )}
        {refreshErrors.map((error) => (
          <p key={error} className="pg-error" role="alert">
            {error}
          </p>
        ))}
        {cookieNotice && (
          <p className="pg-note" data-kind="cookies" role="status">
            {cookieNotice}
          </p>
        )}
        {/* The request sample first, then the answer, then the inputs: in the page's narrow right
          column the sample and the response stay in view while the reader edits the inputs below. */}
        <div className="pg-grid">
          <div className="pg-outputs">
            <CodePanel
              har={har}
              languages={settings.languages}
              custom={settings.customSamples}
              autogenerate={settings.autogenerate}
              secrets={secrets}
              themes={settings.codeThemes}
            />
            <ResponseView exchange={exchange} />
          </div>
          <div className="pg-inputs">
            <EnvironmentFields environments={environments} setEnvironments={setEnvironments} />
            <ServerFields dto={dto} values={values} errors={errors} update={update} />
            <AuthFields dto={dto} values={values} update={update} oauth={oauth} message={oauthMessage} />
            <ParamFields dto={dto} values={values} errors={errors} update={update} />
            <BodyEditor dto={dto} values={values} errors={errors} update={update} prefill={settings.prefill} />
            <label className="pg-timeout">
              Timeout{' '}
              <input
                type="number"
                min={1}
                max={600}
                className="pg-input"
                aria-label="Timeout in seconds"
                value={timeoutS}
                onChange={(e) => setTimeoutS(Number(e.target.value) || 30)}
              />{' '}
              s
              {proxied ? (
                <span className="pg-help"> · sent through this site’s proxy</span>
              ) : (
                <span className="pg-help"> · sent straight from your browser</span>
              )}
            </label>
            <StorageBar remember={remember} setRemember={setRemember} clear={clear} />
          </div>
          <HistoryList history={history} open={reopen} resend={resend} />
        </div>
      </form>
    </PostKeysContext>
  );
}

type Prepared = { substituted: PlaygroundValues; built: ReturnType<typeof toRequestInput>; har: HarRequest };

/** Variables are substituted once, here: Send and the code samples both use the `har` this builds. */
function prepareRequest(dto: IslandProps['dto'], from: PlaygroundValues, variables: Record<string, string>): Prepared {
  const substituted = substituteValues(from, variables);
  const built = toRequestInput(dto, substituted, window.location.origin);
  return { substituted, built, har: buildRequest(built.input) };
}

/** The URL with its query string, as the bar and the history show it. */
function urlOf(har: HarRequest): string {
  return har.queryString.length
    ? `${har.url}?${har.queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')}`
    : har.url;
}
