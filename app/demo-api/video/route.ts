import { readClipWebm } from '../_lib/clip-webm';
import { demoRoute } from '../_lib/demo-route';
import { binary } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/** GET /demo-api/video: a two-second VP8 WebM test pattern. */
export const GET = demoRoute(async () => binary(await readClipWebm(), 'video/webm'));
