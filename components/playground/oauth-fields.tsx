'use client';

import { useEffect, useState } from 'react';
import type { SecuritySchemeModel } from '@/lib/openapi/page-model-types';
import { buildAuthorizeUrl } from '@/lib/playground/oauth/authorize-url';
import { FLOW_LABELS, parseDiscovery, toFlows, type Flow } from '@/lib/playground/oauth/flows';
import { savePending } from '@/lib/playground/oauth/pending';
import { codeChallenge, randomToken } from '@/lib/playground/oauth/pkce';
import { tokenFields } from '@/lib/playground/oauth/refresh';
import { requestJson, requestToken } from '@/lib/playground/oauth/request-token';
import { buildTokenRequest, type TokenGrant } from '@/lib/playground/oauth/token-request';
import type { AuthValues } from '@/lib/playground/values';
import { CredentialPair } from './credential-pair';
import { FieldRow } from './field-row';
import { StatusLines } from './status-lines';

type SchemeValues = AuthValues[string];
export type OAuthContext = { spec: string; page: string; proxy: boolean; clientId?: string };

/**
 * An OAuth 2 or OpenID Connect scheme: the flow, the client, scopes from the scheme, and the
 * token the flow obtains (masked), with refresh and sign-out. Authorization code and implicit
 * leave for the provider and come back to this page (use-oauth-return.ts finishes them).
 */
export function OAuthFields({
  scheme,
  auth,
  setAuth,
  ctx,
}: {
  scheme: SecuritySchemeModel;
  auth: SchemeValues;
  setAuth: (change: Partial<SchemeValues>) => void;
  ctx: OAuthContext;
}) {
  const origin = window.location.origin;
  const [discovered, setDiscovered] = useState<Flow[] | { error: string } | undefined>();
  const [status, setStatus] = useState<{ busy?: boolean; error?: string; note?: string }>({});
  const url = scheme.openIdConnectUrl;
  const { page, proxy } = ctx;
  useEffect(() => {
    if (scheme.type !== 'openIdConnect' || !url) return;
    let live = true;
    void requestJson(new URL(url, origin).href, { page, proxy }).then(
      (got) => live && setDiscovered(got.ok ? parseDiscovery(got.json, origin) : { error: got.message }),
    );
    return () => {
      live = false;
    };
  }, [scheme.type, url, origin, page, proxy]);
  const flows = scheme.type === 'oauth2' ? toFlows(scheme, origin) : Array.isArray(discovered) ? discovered : [];
  const flow = flows.find((f) => f.kind === auth.flow) ?? flows[0];
  const id = `pg-oauth-${scheme.key}`;
  const clientId = auth.clientId ?? ctx.clientId ?? '';
  const offered = flow ? Object.keys(flow.scopes) : [];
  const scopes = auth.scopes !== undefined ? auth.scopes.split(' ').filter(Boolean) : defaultScopes(scheme, offered);
  const redirectUri = `${origin}${window.location.pathname}`;

  async function getToken(grant: TokenGrant, tokenUrl: string | undefined, done: string) {
    if (!tokenUrl) return setStatus({ error: 'The scheme names no token URL for this flow.' });
    setStatus({ busy: true });
    const got = await requestToken(buildTokenRequest(tokenUrl, grant, { clientId, clientSecret: auth.clientSecret }), ctx);
    if (!got.ok) return setStatus({ error: got.message });
    // The client and the token's expiry are kept with it: a send after the expiry refreshes it first (oauth/refresh.ts).
    setAuth({
      ...tokenFields(got, flow?.refreshUrl ?? tokenUrl, Date.now(), grant.grant === 'refresh_token' ? auth : undefined),
      clientId,
    });
    setStatus({ note: done });
  }

  async function signIn() {
    if (!flow) return;
    if (flow.kind === 'clientCredentials') return getToken({ grant: 'client_credentials', scopes }, flow.tokenUrl, 'Token obtained.');
    if (flow.kind === 'password')
      return getToken(
        { grant: 'password', username: auth.username ?? '', password: auth.password ?? '', scopes },
        flow.tokenUrl,
        'Token obtained.',
      );
    if (!flow.authorizationUrl) return setStatus({ error: 'The scheme names no authorization URL for this flow.' });
    if (!clientId) return setStatus({ error: 'Enter the client ID the provider gave you for this site.' });
    const state = randomToken();
    const verifier = flow.kind === 'authorizationCode' ? randomToken() : undefined;
    const implicit = flow.kind === 'implicit';
    savePending(
      state,
      {
        spec: ctx.spec,
        page: ctx.page,
        schemeKey: scheme.key,
        flow: flow.kind,
        redirectUri,
        tokenUrl: flow.tokenUrl,
        verifier,
        clientId,
        clientSecret: auth.clientSecret,
        at: Date.now(),
      },
      window.sessionStorage,
    );
    const challenge = verifier ? await codeChallenge(verifier) : undefined;
    window.location.assign(
      buildAuthorizeUrl({ authorizationUrl: flow.authorizationUrl, clientId, redirectUri, scopes, state, challenge, implicit }),
    );
  }

  if (discovered && !Array.isArray(discovered))
    return (
      <p className="pg-error" role="alert">
        {discovered.error}
      </p>
    );
  if (!flow)
    return (
      <p className="pg-help">
        {scheme.type === 'openIdConnect' ? 'Reading the OpenID Connect configuration…' : 'This scheme declares no flow.'}
      </p>
    );
  const redirecting = flow.kind === 'authorizationCode' || flow.kind === 'implicit';
  return (
    <div className="pg-oauth" data-scheme={scheme.key}>
      {flows.length > 1 && (
        <FieldRow htmlFor={`${id}-flow`} name="Flow">
          <select
            id={`${id}-flow`}
            className="pg-input"
            aria-label="OAuth flow"
            value={flow.kind}
            onChange={(e) => setAuth({ flow: e.target.value })}
          >
            {flows.map((f) => (
              <option key={f.kind} value={f.kind}>
                {FLOW_LABELS[f.kind]}
              </option>
            ))}
          </select>
        </FieldRow>
      )}
      <FieldRow htmlFor={`${id}-client`} name="Client ID">
        <input
          id={`${id}-client`}
          className="pg-input"
          aria-label="Client ID"
          autoComplete="off"
          value={clientId}
          onChange={(e) => setAuth({ clientId: e.target.value })}
        />
      </FieldRow>
      {flow.kind !== 'implicit' && (
        <FieldRow
          htmlFor={`${id}-secret`}
          name="Client secret"
          description={redirecting ? 'Leave empty for a public client (PKCE protects the code).' : undefined}
        >
          <input
            id={`${id}-secret`}
            className="pg-input"
            type="password"
            aria-label="Client secret"
            autoComplete="off"
            value={auth.clientSecret ?? ''}
            onChange={(e) => setAuth({ clientSecret: e.target.value })}
          />
        </FieldRow>
      )}
      {flow.kind === 'password' && (
        <FieldRow htmlFor={`${id}-user`} name="Resource owner" type="username and password">
          <CredentialPair
            id={`${id}-user`}
            username={{ label: 'OAuth username', value: auth.username, onChange: (value) => setAuth({ username: value }) }}
            password={{ label: 'OAuth password', value: auth.password, onChange: (value) => setAuth({ password: value }) }}
          />
        </FieldRow>
      )}
      {offered.length > 0 && (
        <FieldRow htmlFor={`${id}-scopes`} name="Scopes">
          <div className="pg-scopes" id={`${id}-scopes`}>
            {offered.map((s) => (
              <label key={s} className="pg-check" title={flow.scopes[s] || undefined}>
                <input
                  type="checkbox"
                  aria-label={`Scope ${s}`}
                  checked={scopes.includes(s)}
                  onChange={(e) => setAuth({ scopes: (e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s)).join(' ') })}
                />{' '}
                {s}
              </label>
            ))}
          </div>
        </FieldRow>
      )}
      {redirecting && (
        <p className="pg-help">
          Register this redirect URL with the provider: <code>{redirectUri}</code>
        </p>
      )}
      <div className="pg-oauth-actions">
        <button type="button" className="pg-link-button" disabled={status.busy} onClick={() => void signIn()}>
          {redirecting ? 'Sign in' : 'Get token'}
        </button>
        {auth.refreshToken && flow.tokenUrl && (
          <button
            type="button"
            className="pg-link-button"
            disabled={status.busy}
            onClick={() =>
              void getToken(
                { grant: 'refresh_token', refreshToken: auth.refreshToken! },
                flow.refreshUrl ?? flow.tokenUrl,
                'Token refreshed.',
              )
            }
          >
            Refresh token
          </button>
        )}
        {auth.value && (
          <button
            type="button"
            className="pg-link-button"
            onClick={() => (
              setAuth({ value: '', refreshToken: undefined, expiresAt: undefined }),
              setStatus({ note: 'Signed out: the token is forgotten.' })
            )}
          >
            Sign out
          </button>
        )}
      </div>
      <StatusLines error={status.error} note={status.note} />
    </div>
  );
}

/** The operation's required scopes, and `openid` for OpenID Connect, where the flow offers them. */
function defaultScopes(scheme: SecuritySchemeModel, offered: string[]): string[] {
  const wanted = [...(scheme.type === 'openIdConnect' ? ['openid'] : []), ...scheme.scopes];
  return [...new Set(wanted)].filter((s) => offered.includes(s));
}
