import 'server-only';
import type { CodeStyle } from '@/lib/content/code-style';
import type { RenderedSample } from '@/lib/openapi/code-samples';
import type { MediaModel } from '@/lib/openapi/page-model-types';
import type { ExampleSet, HighlightedSample, MediaBlock } from './code-panel';
import { drawCode } from './draw-code';
import { exampleSource } from './highlight';

/**
 * Code samples for the request card. Hand-written ones are remembered by label, generated ones by
 * language. The first is the tab shown on arrival and is highlighted here; the others arrive as
 * plain text, highlighted in the browser when first picked (./draw-code).
 */
export async function highlightSamples(samples: RenderedSample[], style: CodeStyle): Promise<HighlightedSample[]> {
  return Promise.all(
    samples.map(async (s, i) => ({
      key: s.generated ? s.id : `custom:${s.label}`,
      label: s.label,
      ...(await drawCode(s.source, s.lang, style, i === 0)),
    })),
  );
}

/**
 * One example set per response (or payload): the first media type that has examples, each named
 * example drawn; binary and empty bodies get a note instead. Only the first example of the first
 * set is shown on arrival (the others are behind status tabs and the example switcher), so only it
 * is highlighted here (./draw-code).
 */
export async function buildExampleSets(items: { title: string; content: MediaModel[] }[], style: CodeStyle): Promise<ExampleSet[]> {
  return Promise.all(
    items.map(async ({ title, content }, setIndex) => {
      const media = content.find((m) => m.examples.length);
      if (!media) {
        const types = content.map((m) => m.mediaType).join(', ');
        const binary = content.every((m) => m.schema?.format === 'binary' || /^(image|audio|video)\//.test(m.mediaType));
        const note = !content.length ? 'No body.' : binary ? `Binary body (${types}).` : `${types}: no example given.`;
        return { title, note, examples: [] };
      }
      const examples = await Promise.all(
        media.examples.map(async (e, i) => {
          const label = e.summary ?? e.name;
          const shown = mediaExample(media.mediaType, e.value);
          if (shown) return { label, ...shown };
          const { code, lang } = exampleSource(e.value, media.mediaType);
          return { label, ...(await drawCode(code, lang, style, setIndex === 0 && i === 0)) };
        }),
      );
      return { title, mediaType: media.mediaType, examples };
    }),
  );
}

/**
 * An audio, video or image example whose value is the file's address: an http(s) URL or a path of
 * this site (never `javascript:` or `data:`, and not `//host`, which a browser reads as another host).
 */
export function mediaExample(mediaType: string, value: unknown): MediaBlock | undefined {
  const kind = /^(audio|video|image)\//i.exec(mediaType)?.[1]?.toLowerCase() as MediaBlock['media'] | undefined;
  if (!kind || typeof value !== 'string') return undefined;
  const src = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(src) || /^\/(?!\/)[^\s]*$/.test(src) ? { media: kind, src } : undefined;
}
