import 'server-only';
import { randomUUID } from 'node:crypto';
import { canView } from '../auth/access';
import { getClientAddress } from '../auth/client-address';
import { getViewerFor } from '../auth/get-viewer';
import { getRuntime } from '../agent/runtime';
import { ApiError } from '../http/api-error';
import { toErrorResponse } from '../http/problem';
import { readBodyCapped } from '../http/read-body';
import { getSite } from '../site/get-site';
import { urlOfHref } from '../site/page-href';
import { feedbackLimiter } from './limiter';
import { parseFeedback } from './parse-feedback';
import { insertFeedback } from './store';

/**
 * `POST /api/feedback` `{ page, helpful, comment? }`: one reader's thumbs up or down on a page,
 * stored in the site's database. No sign-in; rate-limited per client address. A page the reader
 * may not view answers exactly as a missing one, so the endpoint cannot be used to probe which
 * gated pages exist. Every refusal is problem+json, never a 500 for bad input.
 */
export async function postFeedback(request: Request): Promise<Response> {
  const instance = new URL(request.url).pathname;
  try {
    const client = getClientAddress(request.headers);
    const now = Date.now();
    const wait = feedbackLimiter.retryAfterMs(client, now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new ApiError(
        'rate_limited',
        `Too much feedback from this address; try again in ${seconds} s.`,
        { retryAfter: seconds },
        { 'retry-after': String(seconds) },
      );
    }
    // Every attempt counts, refused ones too: the limit bounds what one address can make us do.
    feedbackLimiter.fail(client, now);
    const input = parseFeedback(parseJson(await readBodyCapped(request, 8 * 1024)));
    if (!input.ok) throw new ApiError('validation_error', input.errors.map((e) => e.message).join('; '), { errors: input.errors });
    const site = await getSite();
    const page = urlOfHref(input.value.page.split(/[?#]/)[0].replace(/(.)\/$/, '$1'));
    const route = site.byUrl.get(page);
    if (!route || !canView(route, await getViewerFor(site)))
      throw new ApiError('route_not_found', `There is no page ${page} on this site.`);
    const id = await insertFeedback(getRuntime().db, { ...input.value, page }, now);
    return Response.json({ id }, { status: 201, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, {
      requestId: `req_${randomUUID()}`,
      instance,
      docsBase: (process.env.SITE_URL ?? '').replace(/\/$/, ''),
    });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_json', `The body is not valid JSON: ${(error as Error).message}`);
  }
}
