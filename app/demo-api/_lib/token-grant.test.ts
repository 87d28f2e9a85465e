import { describe, expect, it } from 'vitest';
import { answerTokenRequest } from './token-grant';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('answerTokenRequest', () => {
  it('issues a bearer token and a refresh token for client credentials, with the scopes asked for', () => {
    const { status, body } = answerTokenRequest(form({ grant_type: 'client_credentials', client_id: 'c', scope: 'read write' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read write', expires_in: 3600 });
    expect(body.access_token).toMatch(/^demo-at-[\w-]{24}$/);
    expect(body.refresh_token).toMatch(/^demo-rt-/);
  });

  it('refreshes a refresh token it issued, into a new access token', () => {
    const first = answerTokenRequest(form({ grant_type: 'client_credentials', client_id: 'c' })).body;
    const next = answerTokenRequest(form({ grant_type: 'refresh_token', client_id: 'c', refresh_token: String(first.refresh_token) })).body;
    expect(next.access_token).not.toBe(first.access_token);
  });

  it.each([
    [{ grant_type: 'client_credentials' }, 401, 'invalid_client'],
    [{ grant_type: 'authorization_code', client_id: 'c' }, 400, 'unsupported_grant_type'],
    [{ grant_type: 'password', client_id: 'c', username: 'ada' }, 400, 'invalid_request'],
    [{ grant_type: 'refresh_token', client_id: 'c', refresh_token: 'other' }, 400, 'invalid_grant'],
    [{ grant_type: 'client_credentials', client_id: 'c', scope: 'admin' }, 400, 'invalid_scope'],
  ])('%j → %i %s', (fields, status, code) => {
    const answer = answerTokenRequest(form(fields));
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(code);
    expect(typeof answer.body.error_description).toBe('string');
  });
});
