import { revalidatePath } from 'next/cache';
import { getEnv } from '@/lib/env';
import type { ErrorCode } from '@/lib/http/error-codes';
import { problemResponse } from '@/lib/http/problem';
import { dataDirFromEnv } from '@/lib/site/build-marker';
import { refreshSite } from '@/lib/site/get-site';
import { clearServedResponses } from '@/lib/site/served-responses';
import { isRefreshAuthorized } from '@/lib/site/refresh-secret';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `POST /api/site/refresh`, called by the deployment worker once it has published a build
 * (lib/agent/deploy/notify-site.ts), and by each site replica on itself once it picked a build up
 * from the database (lib/agent/site-sync), with the secret they share (`LECTERN_REFRESH_SECRET`,
 * else a file in the data directory: lib/site/refresh-secret.ts). It swaps in the published route
 * table now, then marks every page for re-rendering: pages
 * prerendered at build time would otherwise keep the old specs, sidebar and all, until the next
 * `next build`. Each page re-renders on its next visit (Next's on-demand revalidation).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isRefreshAuthorized(request.headers.get('authorization'), dataDirFromEnv(), getEnv().refreshSecret)) {
    const detail = 'This endpoint is for the Lectern deployment worker; send its secret as a Bearer token.';
    return problem(401, 'invalid_api_key', 'Not authorized', detail);
  }
  const swapped = await refreshSite();
  // Always: the table may have been swapped by an earlier request that noticed the marker first.
  // Every page under the root layout, then the static exports, which are route handlers.
  revalidatePath('/', 'layout');
  revalidatePath('/md/[[...slug]]', 'page');
  revalidatePath('/llms.txt');
  revalidatePath('/sitemap.xml');
  // And the serving process's copies of pages (scripts/start.mjs), in this same process.
  clearServedResponses();
  return Response.json({ swapped, revalidated: true }, { headers: { 'cache-control': 'no-store' } });
}

export function GET(): Response {
  return problem(405, 'method_not_allowed', 'Method not allowed', 'Use POST.', { allow: 'POST' });
}

/** problem+json through lib/http's one writer, with a code from the API's catalog (lib/http/error-codes.ts). */
function problem(status: number, code: ErrorCode, title: string, detail: string, headers: Record<string, string> = {}): Response {
  return problemResponse({ type: 'about:blank', title, status, detail, code }, headers);
}
