'use client';

import { useEffect, useState } from 'react';
import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import { readAuthorizeAnswer, withoutAnswer } from '@/lib/playground/oauth/authorize-url';
import { takePending } from '@/lib/playground/oauth/pending';
import { tokenFields } from '@/lib/playground/oauth/refresh';
import type { Token } from '@/lib/playground/oauth/token-request';
import type { PlaygroundValues } from '@/lib/playground/values';

type Update = (change: (v: PlaygroundValues) => PlaygroundValues) => void;

/**
 * Finishes an authorization code or implicit sign-in when the provider sends the reader back to
 * this page: the answer's `state` must be one this tab saved for this page (else it is refused),
 * the code is exchanged with its PKCE verifier, and the token goes into the scheme's field. The
 * answer is removed from the address bar first, so a reload never replays it.
 */
export function useOAuthReturn(dto: PlaygroundDto, spec: string, page: string, proxy: boolean, update: Update) {
  const [message, setMessage] = useState<{ error?: string; note?: string }>({});
  useEffect(() => {
    const answer = readAuthorizeAnswer(window.location.search, window.location.hash);
    if (!answer) return;
    window.history.replaceState(window.history.state, '', withoutAnswer(window.location.href));
    const pending = answer.state ? takePending(answer.state, window.sessionStorage) : undefined;
    if (answer.kind === 'error') {
      setMessage({ error: `The provider did not sign you in (${answer.error}${answer.description ? `: ${answer.description}` : ''}).` });
      return;
    }
    if (!pending || pending.spec !== spec || pending.page !== page) {
      setMessage({ error: 'This sign-in answer does not match a sign-in started on this page (its state is unknown), so it was ignored.' });
      return;
    }
    const option = dto.security.findIndex((alternative) => alternative.some((s) => s.key === pending.schemeKey));
    const store = (token: Token) =>
      update((v) => ({
        ...v,
        authOption: option >= 0 ? option : v.authOption,
        auth: {
          ...v.auth,
          [pending.schemeKey]: {
            ...v.auth[pending.schemeKey],
            flow: pending.flow,
            clientId: pending.clientId,
            clientSecret: pending.clientSecret,
            refreshToken: undefined,
            ...tokenFields(token, pending.tokenUrl, Date.now()),
          },
        },
      }));
    if (answer.kind === 'token') {
      store({ accessToken: answer.accessToken, ...(answer.expiresIn !== undefined ? { expiresIn: answer.expiresIn } : {}) });
      setMessage({ note: 'Signed in: the token is filled in.' });
      return;
    }
    if (!pending.tokenUrl || !pending.verifier) {
      setMessage({ error: 'The scheme names no token URL to exchange the code at.' });
      return;
    }
    const { tokenUrl, verifier, redirectUri, clientId, clientSecret } = pending;
    // The exchange's code loads only when an answer has arrived (see auth-fields.tsx).
    void Promise.all([import('@/lib/playground/oauth/token-request'), import('@/lib/playground/oauth/request-token')])
      .then(([{ buildTokenRequest }, { requestToken }]) =>
        requestToken(
          buildTokenRequest(
            tokenUrl,
            { grant: 'authorization_code', code: answer.code, redirectUri, verifier },
            { clientId, clientSecret },
          ),
          { page, proxy },
        ),
      )
      .then(
        (got) => {
          if (!got.ok) return setMessage({ error: got.message });
          store(got);
          setMessage({ note: 'Signed in: the token is filled in.' });
        },
        () =>
          setMessage({
            error: 'The sign-in could not be finished: part of the playground did not load. Reload the page and sign in again.',
          }),
      );
  }, [dto, spec, page, proxy, update]);
  return message;
}
