import { getViewer } from '@/lib/auth/get-viewer';

/**
 * `GET /api/auth/reader`: who the navbar's account link names (`{ signedIn, name? }`). Pages are
 * shared between readers (issue 12), so the name is asked for from the browser. Not Auth.js's
 * `/api/auth/session`: that one clears a session cookie it cannot read, and the sign-in page must
 * still see it to tell the reader why they were signed out.
 */
export async function GET() {
  const viewer = await getViewer();
  const body = viewer.signedIn ? { signedIn: true, name: viewer.name ?? viewer.email } : { signedIn: false };
  return Response.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
