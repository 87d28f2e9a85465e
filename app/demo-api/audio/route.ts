import { demoRoute } from '../_lib/demo-route';
import { buildWav } from '../_lib/media';
import { binary } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/** GET /demo-api/audio: one second of a 440 Hz sine as WAV. */
export const GET = demoRoute(() => binary(buildWav(), 'audio/wav'));
