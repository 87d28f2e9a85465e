import { CopyLabel } from '@/components/mdx/copy-label.client';
import type { CodeThemePair } from '@/lib/content/code-classes-core';
import { LANGUAGE_KEY } from './language-key';
import { ServerDrawnCode } from './server-drawn-code.client';
import { Switcher } from './switcher.client';

/**
 * A code panel (./draw-code). Either its plain text, language and themes, drawn by
 * server-drawn-code.client during server rendering and in the browser (the RSC payload carries the
 * text only), or, for code only the server's highlighter draws, its markup, made from Shiki's
 * escaped output (never from spec text as it is) and drawn as one HTML string: a React element per
 * token would weigh the payload several times more. `shown`: the panel a reader sees on arrival.
 */
export type CodeBlock = { html: string } | { code: string; lang: string; themes: CodeThemePair; shown: boolean };
/** A request sample in one language. */
export type HighlightedSample = CodeBlock & { key: string; label: string };
/**
 * An example of an audio, video or image body given as the file's URL (Mintlify
 * api-playground/multiple-responses.mdx): drawn as a player or the picture, not as a string.
 */
export type MediaBlock = { media: 'audio' | 'video' | 'image'; src: string };
/** The examples of one status (or of a payload): switchable by name; `note` when there are none. */
export type ExampleSet = { title: string; mediaType?: string; note?: string; examples: ((CodeBlock | MediaBlock) & { label: string })[] };

/** One code block with a copy button, which copies the whole code even where part of it is folded away. */
export function CodePanel({ block }: { block: CodeBlock }) {
  return (
    <div className="oa-code" data-copy-root="">
      <CopyLabel targetSelector="pre" label="copy" />
      {'html' in block ? (
        <div className="oa-code-body" dangerouslySetInnerHTML={{ __html: block.html }} />
      ) : (
        // Only these props: a sample or example block carries its key and label besides.
        <ServerDrawnCode code={block.code} lang={block.lang} light={block.themes.light} dark={block.themes.dark} shown={block.shown} />
      )}
    </div>
  );
}

/** The request in every configured language; the reader's language choice follows them across pages. */
export function CodeSamplesCard({ samples }: { samples: HighlightedSample[] }) {
  if (!samples.length) return null;
  return (
    <div className="oa-card" data-part="code-samples">
      <Switcher
        variant="select"
        label="Language"
        title={<span className="oa-card-title">Request</span>}
        persist={LANGUAGE_KEY}
        keys={samples.map((s) => s.key)}
        labels={samples.map((s) => s.label)}
        panels={samples.map((s) => (
          <CodePanel key={s.key} block={s} />
        ))}
      />
    </div>
  );
}

/** Example bodies per status (or the webhook payload), named examples selectable. */
export function ExamplesCard({ title, sets, part }: { title: string; sets: ExampleSet[]; part: string }) {
  if (!sets.length) return null;
  const panels = sets.map((set, i) => <ExampleSetPanel key={i} set={set} />);
  return (
    <div className="oa-card" data-part={part}>
      {sets.length === 1 ? (
        <>
          <div className="oa-switch-bar">
            <span className="oa-card-title">{title}</span>
            {sets[0].title && <span className="oa-card-sub">{sets[0].title}</span>}
          </div>
          {panels[0]}
        </>
      ) : (
        <Switcher
          label={`${title} status`}
          title={<span className="oa-card-title">{title}</span>}
          labels={sets.map((s) => s.title)}
          panels={panels}
        />
      )}
    </div>
  );
}

function ExampleSetPanel({ set }: { set: ExampleSet }) {
  if (!set.examples.length) return <p className="oa-note oa-card-note">{set.note ?? 'No example.'}</p>;
  if (set.examples.length === 1) return <ExamplePanel block={set.examples[0]} />;
  return (
    <Switcher
      variant="select"
      className="oa-example-switch"
      label="Example"
      labels={set.examples.map((e) => e.label)}
      panels={set.examples.map((e, i) => (
        <ExamplePanel key={i} block={e} />
      ))}
    />
  );
}

function ExamplePanel({ block }: { block: (CodeBlock | MediaBlock) & { label: string } }) {
  if (!('media' in block)) return <CodePanel block={block} />;
  // `preload="none"`: a page view never downloads an example's media until the reader plays it.
  return (
    <div className="oa-example-media">
      {block.media === 'image' ? (
        <img src={block.src} alt={block.label} loading="lazy" />
      ) : block.media === 'audio' ? (
        <audio controls preload="none" src={block.src} />
      ) : (
        <video controls preload="none" src={block.src} />
      )}
      <a href={block.src} target="_blank" rel="noreferrer">
        {block.src}
      </a>
    </div>
  );
}
