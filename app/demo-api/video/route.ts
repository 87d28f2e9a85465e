import { CLIP_WEBM_BASE64 } from '../_lib/clip-webm';
import { demoRoute } from '../_lib/demo-route';
import { binary } from '../_lib/respond';

export const dynamic = 'force-dynamic';

let clip: Buffer | undefined;

/** GET /demo-api/video: a two-second VP8 WebM test pattern. */
export const GET = demoRoute(() => {
  clip ??= Buffer.from(CLIP_WEBM_BASE64, 'base64');
  return binary(clip, 'video/webm');
});
