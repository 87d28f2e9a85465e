import { demoRoute } from '../_lib/demo-route';
import { buildPng } from '../_lib/media';
import { binary } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/** GET /demo-api/image: a PNG drawn at request time. */
export const GET = demoRoute(() => binary(buildPng(), 'image/png'));
