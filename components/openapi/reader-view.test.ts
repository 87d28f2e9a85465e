/**
 * What a reader gets from a reference page, pinned independently of its markup: the text content,
 * and every `id` and `href`, of the same sample of GitHub, Stripe and galaxy pages as
 * render-golden.test.ts, drawn with their highlighted code samples and response examples. Issue 12
 * makes pages lighter by changing how they are drawn (token colours as classes, fewer wrappers);
 * the markup golden changes with that, and this one proves the readable page did not. Regenerate
 * with UPDATE_GOLDEN=1 only for a change readers are meant to see.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_STYLE } from '@/lib/content/code-style';
import { buildCodeSamples } from '@/lib/openapi/code-samples';
import { buildExampleSets, highlightSamples } from './aside-data';
import { EndpointView } from './endpoint-view';
import { CORPUS, fingerprintSample, GOLDEN_SPECS, goldenCtx, readGolden } from './golden-sample.test-utils';
import { renderToHtml } from './render-to-html.test-utils';

const goldenDir = path.resolve(__dirname, '../../test/golden/page-reader');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]);

/**
 * The reader's view of server-rendered markup: its text (tags dropped, React's `<!-- -->` text
 * separators too) and its ids and link targets in document order, digested.
 */
export function readerView(html: string): string {
  const text = decode(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ''));
  const targets = [...html.matchAll(/\s(id|href)="([^"]*)"/g)].map((m) => `${m[1]}=${decode(m[2])}`);
  return createHash('sha256')
    .update(text + '\n' + targets.join('\n'))
    .digest('hex')
    .slice(0, 12);
}

// Skipped only where ../shared/corpus is absent, as in render-golden.test.ts (third-party data, not copied here).
// Plan: nothing to do; CI has shared/ beside the clone, so the reader's view is checked there on every run.
describe.skipIf(!existsSync(CORPUS))('what readers get from reference pages of corpus specs (skipped: ../shared/corpus is absent)', () => {
  it.each(GOLDEN_SPECS)('a sample of the pages of $name has its golden text, ids and links', async (sample) => {
    const actual = await fingerprintSample(
      sample,
      async (model, e, target) => {
        const [samples, responses] = await Promise.all([
          e.kind === 'webhook' ? [] : highlightSamples(buildCodeSamples(model, {}), DEFAULT_CODE_STYLE),
          buildExampleSets(
            model.responses.map((r) => ({ title: r.status, content: r.content })),
            DEFAULT_CODE_STYLE,
          ),
        ]);
        // Rendered as a page is, waiting for the code panels drawn while rendering (server-drawn-code.client).
        return renderToHtml(createElement(EndpointView, { model, ctx: goldenCtx, target, samples, payload: [], responses }));
      },
      readerView,
    );
    expect(actual).toEqual(readGolden(goldenDir, sample.name, actual));
  });
});
