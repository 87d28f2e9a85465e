'use client';

import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import type { SecuritySchemeModel } from '@/lib/openapi/page-model-types';
import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import type { PlaygroundValues } from '@/lib/playground/values';
import { CredentialPair } from './credential-pair';
import { FieldRow } from './field-row';
import { StatusLines } from './status-lines';
import { lazy, Suspense } from 'react';
import type { OAuthContext } from './oauth-fields';

// The OAuth flows (PKCE, discovery, token requests) load in their own chunk, only on pages whose
// operation has an oauth2 or openIdConnect scheme chosen: most pages never pay for them.
const OAuthFields = lazy(() => import('./oauth-fields').then((m) => ({ default: m.OAuthFields })));

type Update = (change: (v: PlaygroundValues) => PlaygroundValues) => void;

type Message = { error?: string; note?: string };

/** Credential fields for the chosen security alternative; OAuth 2 and OpenID Connect get their flows. */
export function AuthFields({
  dto,
  values,
  update,
  oauth,
  message,
}: {
  dto: PlaygroundDto;
  values: PlaygroundValues;
  update: Update;
  oauth: OAuthContext;
  message: Message;
}) {
  const strings = useUiStrings();
  if (!dto.security.length) return null;
  const option = dto.security[values.authOption] ?? [];
  const set = (key: string, field: 'value' | 'username' | 'password', value: string) =>
    update((v) => ({ ...v, auth: { ...v.auth, [key]: { ...v.auth[key], [field]: value } } }));
  const setScheme = (key: string) => (change: Partial<PlaygroundValues['auth'][string]>) =>
    update((v) => ({ ...v, auth: { ...v.auth, [key]: { ...v.auth[key], ...change } } }));
  return (
    <fieldset className="pg-section">
      <legend>{strings.authorization}</legend>
      {dto.security.length > 1 && (
        <FieldRow htmlFor="pg-auth-option" name="Method">
          <select
            id="pg-auth-option"
            className="pg-input"
            aria-label="Authorization method"
            value={values.authOption}
            onChange={(e) => update((v) => ({ ...v, authOption: Number(e.target.value) }))}
          >
            {dto.security.map((alternative, i) => (
              <option key={i} value={i}>
                {alternative.length ? alternative.map(label).join(' + ') : 'None'}
              </option>
            ))}
          </select>
        </FieldRow>
      )}
      <StatusLines error={message.error} note={message.note} />
      {option.map((scheme) => {
        const v = values.auth[scheme.key] ?? {};
        const id = `pg-auth-${scheme.key}`;
        if (scheme.type === 'http' && scheme.scheme === 'basic') {
          return (
            <FieldRow key={scheme.key} htmlFor={`${id}-user`} name="Basic" type="username and password" description={scheme.description}>
              <CredentialPair
                id={`${id}-user`}
                username={{ label: 'Username', value: v.username, onChange: (value) => set(scheme.key, 'username', value) }}
                password={{ label: 'Password', value: v.password, onChange: (value) => set(scheme.key, 'password', value) }}
              />
            </FieldRow>
          );
        }
        const token = (
          <FieldRow key={scheme.key} htmlFor={id} name={label(scheme)} type={where(scheme)} description={scheme.description}>
            <input
              id={id}
              className="pg-input"
              type="password"
              autoComplete="off"
              aria-label={label(scheme)}
              placeholder={scheme.type === 'apiKey' ? 'key' : 'token'}
              value={v.value ?? ''}
              onChange={(e) => set(scheme.key, 'value', e.target.value)}
            />
          </FieldRow>
        );
        if (scheme.type !== 'oauth2' && scheme.type !== 'openIdConnect') return token;
        return (
          <div key={scheme.key} className="pg-oauth-scheme">
            <Suspense fallback={<p className="pg-help">Loading the sign-in options…</p>}>
              <OAuthFields scheme={scheme} auth={v} setAuth={setScheme(scheme.key)} ctx={oauth} />
            </Suspense>
            {token}
          </div>
        );
      })}
    </fieldset>
  );
}

function label(scheme: SecuritySchemeModel): string {
  if (scheme.type === 'apiKey') return scheme.paramName ?? scheme.key;
  if (scheme.type === 'http') return scheme.scheme === 'bearer' ? 'Bearer token' : scheme.scheme === 'basic' ? 'Basic' : scheme.key;
  return scheme.type === 'oauth2' ? 'OAuth 2 access token' : scheme.type === 'openIdConnect' ? 'OpenID Connect token' : scheme.key;
}

function where(scheme: SecuritySchemeModel): string | undefined {
  if (scheme.type === 'apiKey') return `api key in ${scheme.in}`;
  return scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || scheme.scheme === 'bearer' ? 'Authorization: Bearer' : undefined;
}
