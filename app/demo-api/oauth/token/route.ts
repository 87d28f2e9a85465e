import { readBodyCapped } from '@/lib/http/read-body';
import { demoError, demoRoute } from '../../_lib/demo-route';
import { answerTokenRequest } from '../../_lib/token-grant';

export const dynamic = 'force-dynamic';

/** A token request is a short form; anything larger is not one. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * POST /demo-api/oauth/token: the demo API's OAuth 2 token endpoint (client credentials, password,
 * refresh). Form-encoded as RFC 6749 §3.2 requires; the answer is never cached (§5.1).
 */
export const POST = demoRoute(async (request) => {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    throw demoError('validation_error', 'Send the token request as application/x-www-form-urlencoded.', 'body');
  }
  const { status, body } = answerTokenRequest(new URLSearchParams(await readBodyCapped(request, MAX_FORM_BYTES)));
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', pragma: 'no-cache' } });
});
