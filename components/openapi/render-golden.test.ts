/**
 * Reference pages of real specs rendered to HTML, pinned: a digest of the server-rendered markup of
 * a sample of endpoint, webhook and schema pages of GitHub, Stripe and Scalar's galaxy
 * (../shared/corpus/openapi), against golden files in test/golden/page-html. What readers see must
 * not change when the page-model format or the renderer's drawing of it changes (shared subtrees,
 * anchors assigned while drawing); regenerate with UPDATE_GOLDEN=1 only for an intended change.
 * Descriptions are drawn as plain paragraphs (Markdown has tests of its own), and the sample takes
 * every Nth page in document order so the set stays the same across runs. Models are materialised
 * as EndpointPage and SchemaPage do before drawing.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EndpointView } from './endpoint-view';
import { CORPUS, fingerprintSample, GOLDEN_SPECS, goldenCtx, readGolden } from './golden-sample.test-utils';

const goldenDir = path.resolve(__dirname, '../../test/golden/page-html');
const digest = (html: string) => createHash('sha256').update(html).digest('hex').slice(0, 12);

// Skipped only where ../shared/corpus is absent, as in lib/openapi/page-model-golden.test.ts.
// Plan: nothing to do; CI has shared/ beside the clone, so the markup is checked there on every run.
describe.skipIf(!existsSync(CORPUS))('rendered reference pages of corpus specs (skipped: ../shared/corpus is absent)', () => {
  it.each(GOLDEN_SPECS)('a sample of the pages of $name renders to its golden markup', async (sample) => {
    const actual = await fingerprintSample(
      sample,
      (model, _, target) =>
        renderToStaticMarkup(createElement(EndpointView, { model, ctx: goldenCtx, target, samples: [], payload: [], responses: [] })),
      digest,
    );
    expect(actual).toEqual(readGolden(goldenDir, sample.name, actual));
  });
});
