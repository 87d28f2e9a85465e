// Writes test/fixtures/big-api-site/openapi.json: 1,000 operations over 50 tags (issue 12), the
// shape of a large public API; and big-group.json: one tag of BIG_GROUP operations, a group as long
// as GitHub's `actions`, which pages draw as a window (lib/site/sidebar-window.ts). Deterministic; run again only to change the shape:
//   node e2e/big-api/generate-spec.mjs
import { writeFileSync } from 'node:fs';

export const TAGS = 50;
export const PER_TAG = 20;
const pad = (n) => String(n).padStart(2, '0');
const paths = {};
for (let t = 1; t <= TAGS; t++) {
  for (let o = 1; o <= PER_TAG; o++) {
    paths[`/area${pad(t)}/op${pad(o)}`] = {
      get: {
        tags: [`Area ${pad(t)}`],
        operationId: `area${pad(t)}Op${pad(o)}`,
        summary: `Area ${pad(t)} operation ${pad(o)}`,
        responses: { 200: { description: 'OK' } },
      },
    };
  }
}
const spec = {
  openapi: '3.1.0',
  info: { title: 'Big API', version: '1.0.0' },
  servers: [{ url: 'https://api.example.com' }],
  tags: Array.from({ length: TAGS }, (_, i) => ({ name: `Area ${pad(i + 1)}` })),
  paths,
};
writeFileSync(new URL('../../test/fixtures/big-api-site/openapi.json', import.meta.url), JSON.stringify(spec) + '\n');

export const BIG_GROUP = 120;
const pad3 = (n) => String(n).padStart(3, '0');
const bigPaths = {};
for (let o = 1; o <= BIG_GROUP; o++) {
  bigPaths[`/big/op${pad3(o)}`] = {
    get: {
      tags: ['Big area'],
      operationId: `bigOp${pad3(o)}`,
      summary: `Big operation ${pad3(o)}`,
      responses: { 200: { description: 'OK' } },
    },
  };
}
const bigSpec = { ...spec, info: { title: 'Big group', version: '1.0.0' }, tags: [{ name: 'Big area' }], paths: bigPaths };
writeFileSync(new URL('../../test/fixtures/big-api-site/big-group.json', import.meta.url), JSON.stringify(bigSpec) + '\n');
