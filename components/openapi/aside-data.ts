import 'server-only';
import type { CodeStyle } from '@/lib/content/code-style';
import type { RenderedSample } from '@/lib/openapi/code-samples';
import type { MediaModel } from '@/lib/openapi/page-model-types';
import type { ExampleSet, HighlightedSample } from './code-panel';
import { exampleSource, highlightCode } from './highlight';

/** Code samples highlighted; hand-written ones are remembered by label, generated ones by language. */
export async function highlightSamples(samples: RenderedSample[], style: CodeStyle): Promise<HighlightedSample[]> {
  return Promise.all(
    samples.map(async (s) => ({
      key: s.generated ? s.id : `custom:${s.label}`,
      label: s.label,
      html: await highlightCode(s.source, s.lang, style),
    })),
  );
}

/**
 * One example set per response (or payload): the first media type that has examples, each named
 * example highlighted; binary and empty bodies get a note instead.
 */
export async function buildExampleSets(items: { title: string; content: MediaModel[] }[], style: CodeStyle): Promise<ExampleSet[]> {
  return Promise.all(
    items.map(async ({ title, content }) => {
      const media = content.find((m) => m.examples.length);
      if (!media) {
        const types = content.map((m) => m.mediaType).join(', ');
        const binary = content.every((m) => m.schema?.format === 'binary' || /^(image|audio|video)\//.test(m.mediaType));
        const note = !content.length ? 'No body.' : binary ? `Binary body (${types}).` : `${types}: no example given.`;
        return { title, note, examples: [] };
      }
      const examples = await Promise.all(
        media.examples.map(async (e) => {
          const { code, lang } = exampleSource(e.value, media.mediaType);
          return { label: e.summary ?? e.name, html: await highlightCode(code, lang, style) };
        }),
      );
      return { title, mediaType: media.mediaType, examples };
    }),
  );
}
