import { demoRoute } from '../_lib/demo-route';

export const dynamic = 'force-dynamic';

/** GET /demo-api/json: a small JSON document. */
export const GET = demoRoute(() => {
  return Response.json({
    id: 'bk_1',
    title: 'The Left Hand of Darkness',
    author: { name: 'Ursula K. Le Guin', born: 1929 },
    tags: ['fiction', 'classic'],
    available: true,
    rating: 4.6,
    published: '1969-03-01',
  });
});
