/**
 * The code panels of reference pages of real specs, pinned as HTML (issue 12): the request card and
 * the response examples of the same sample of GitHub, Stripe and galaxy pages as render-golden and
 * reader-view, each page's panels digested. The golden was written by the renderer that drew the
 * highlighted markup on the server and handed it to the RSC payload; server-drawn-code.client now
 * draws it during server rendering from the plain text, and the HTML must be byte for byte what it
 * was. Only the code cards are drawn, so a change to other parts of a page does not move this one.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_STYLE } from '@/lib/content/code-style';
import { buildCodeSamples } from '@/lib/openapi/code-samples';
import { loadSpec } from '@/lib/openapi/load';
import { materialiseEndpoint } from '@/lib/openapi/materialise';
import { listOperations, listWebhooks } from '@/lib/openapi/operations';
import { buildOperationPage } from '@/lib/openapi/page-model';
import { buildExampleSets, highlightSamples } from './aside-data';
import { CodeSamplesCard, ExamplesCard } from './code-panel';
import { CORPUS, GOLDEN_SPECS, readGolden } from './golden-sample.test-utils';
import { renderToHtml } from './render-to-html.test-utils';

const goldenDir = path.resolve(__dirname, '../../test/golden/page-code');
const digest = (html: string) => createHash('sha256').update(html).digest('hex').slice(0, 12);

// Skipped only where ../shared/corpus is absent, as in render-golden.test.ts (third-party data, not copied here).
// Plan: nothing to do; CI has shared/ beside the clone, so the code panels are checked there on every run.
describe.skipIf(!existsSync(CORPUS))('code panels of reference pages of corpus specs (skipped: ../shared/corpus is absent)', () => {
  it.each(GOLDEN_SPECS)(
    'a sample of the pages of $name draws its golden code panels',
    async ({ name, file, every }) => {
      const loaded = await loadSpec(file, CORPUS);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
      const actual: Record<string, string> = {};
      const entries = [...listOperations(loaded.spec.doc), ...listWebhooks(loaded.spec.doc)].filter((_, i) => i % every === 0);
      for (const e of entries) {
        const model = materialiseEndpoint(buildOperationPage(loaded.spec.doc, e));
        const webhook = e.kind === 'webhook';
        const [samples, responses] = await Promise.all([
          webhook ? [] : highlightSamples(buildCodeSamples(model, {}), DEFAULT_CODE_STYLE),
          buildExampleSets(
            model.responses.map((r) => ({ title: r.status, content: r.content })),
            DEFAULT_CODE_STYLE,
          ),
        ]);
        const html = await renderToHtml(
          createElement(
            Fragment,
            null,
            createElement(CodeSamplesCard, { samples }),
            createElement(ExamplesCard, { title: 'Response', sets: responses, part: 'responses' }),
          ),
        );
        actual[`${webhook ? `webhook ${e.name}` : e.path} ${e.method}`] = digest(html);
      }
      expect(actual).toEqual(readGolden(goldenDir, name, actual));
    },
    240_000,
  );
});
