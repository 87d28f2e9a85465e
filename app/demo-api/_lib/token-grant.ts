/**
 * The demo API's token endpoint logic (RFC 6749): it accepts any client and any resource owner,
 * because it exists to let the playground's client credentials, password and refresh flows run
 * on a fresh checkout. Tokens are random and stored nowhere (the demo API stores nothing); the
 * echo accepts any bearer token anyway. Answers and errors use OAuth's own JSON (§5.1, §5.2),
 * which is what OAuth clients read, rather than problem+json. Pure apart from the randomness.
 */
import { randomBytes } from 'node:crypto';

export type TokenAnswer = { status: number; body: Record<string, string | number> };

const SCOPES = new Set(['read', 'write']);

/** The answer to a token request's form parameters. */
export function answerTokenRequest(form: URLSearchParams): TokenAnswer {
  const grant = form.get('grant_type');
  if (!form.get('client_id')) return error('invalid_client', 'Send a client_id (any value is accepted).', 401);
  if (grant === 'refresh_token') {
    if (!form.get('refresh_token')?.startsWith('demo-rt-'))
      return error('invalid_grant', 'The refresh token was not issued by this demo endpoint.');
    return issue('read');
  }
  if (grant === 'password' && (!form.get('username') || !form.get('password')))
    return error('invalid_request', 'Send a username and a password (any values are accepted).');
  if (grant !== 'client_credentials' && grant !== 'password') {
    return error('unsupported_grant_type', 'This demo endpoint supports client_credentials, password and refresh_token.');
  }
  const requested = (form.get('scope') ?? '').split(' ').filter(Boolean);
  const unknown = requested.find((s) => !SCOPES.has(s));
  if (unknown) return error('invalid_scope', `Unknown scope "${unknown}"; this API has read and write.`);
  return issue(requested.length ? requested.join(' ') : 'read');
}

function issue(scope: string): TokenAnswer {
  const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
  return {
    status: 200,
    body: { access_token: token('demo-at-'), token_type: 'Bearer', expires_in: 3600, refresh_token: token('demo-rt-'), scope },
  };
}

function error(code: string, description: string, status = 400): TokenAnswer {
  return { status, body: { error: code, error_description: description } };
}
